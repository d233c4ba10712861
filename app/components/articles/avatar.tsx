/** The initials of a name: 'Chinedu Okafor' as 'CO', 'Dr. Funmi Ogunleye' as 'FO'. */
export function initialsOf(name: string): string {
  const words = name
    .replace(/^(dr|mrs|mr|ms|prof|chief)\.?\s+/i, '')
    .split(/\s+/)
    .filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? words[words.length - 1][0] : '';
  return `${first}${last}`.toUpperCase();
}

const SIZES = {
  sm: { pixels: 40, className: 'size-10 text-xs' },
  md: { pixels: 48, className: 'size-12 text-sm' },
} as const;

/** A person's photo, or their initials on a tinted disc until the content provides a photo. Decorative: the name is always beside it. */
export function Avatar({ name, photo, size = 'md' }: { name: string; photo: string; size?: keyof typeof SIZES }) {
  const { pixels, className } = SIZES[size];
  if (photo) {
    return (
      <img
        src={photo}
        alt=""
        width={pixels}
        height={pixels}
        loading="lazy"
        className={`${className} shrink-0 rounded-full bg-surface-sunken`}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`${className} inline-flex shrink-0 items-center justify-center rounded-full bg-primary-100 font-semibold text-primary-800`}
    >
      {initialsOf(name)}
    </span>
  );
}
