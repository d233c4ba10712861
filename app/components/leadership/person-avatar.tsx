/** Token colour pairs for initials avatars, picked by name so a person keeps one colour. */
const AVATAR_TONES = [
  'bg-primary-700 text-white',
  'bg-accent-300 text-ink',
  'bg-primary-100 text-primary-900',
  'bg-primary-500 text-white',
  'bg-accent-100 text-accent-700',
  'bg-surface-sunken text-primary-800',
] as const;

export function initialsOf(name: string): string {
  const words = name.split(/[\s-]+/).filter(Boolean);
  const first = words[0] ?? '';
  const last = words.length > 1 ? words[words.length - 1] : '';
  return `${first.charAt(0)}${last.charAt(0)}`.toUpperCase();
}

function toneOf(name: string) {
  const sum = [...name].reduce((total, char) => total + char.charCodeAt(0), 0);
  return AVATAR_TONES[sum % AVATAR_TONES.length];
}

const SIZES = { md: { box: 'size-16 text-lg sm:size-20 sm:text-xl', pixels: 80 }, lg: { box: 'size-36 text-4xl', pixels: 144 } } as const;

/**
 * A person's photo, or their initials until the bank adds one. Decorative: the name is always
 * written next to it.
 */
export function PersonAvatar({ name, photo, size = 'md', isAboveFold = false }: { name: string; photo: string | null; size?: keyof typeof SIZES; isAboveFold?: boolean }) {
  const { box, pixels } = SIZES[size];
  if (photo) {
    return <img src={photo} alt="" width={pixels} height={pixels} loading={isAboveFold ? 'eager' : 'lazy'} decoding="async" className={`${box} shrink-0 rounded-full object-cover`} />;
  }
  return (
    <span aria-hidden="true" className={`${box} ${toneOf(name)} inline-flex shrink-0 select-none items-center justify-center rounded-full font-semibold tracking-wide`}>
      {initialsOf(name)}
    </span>
  );
}
