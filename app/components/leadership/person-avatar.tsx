import { findPortraitPerson, portraitPath } from '~/content/portraits';

const SIZES = {
  sm: { box: 'size-12 text-base', pixels: 48 },
  md: { box: 'size-16 text-xl sm:size-20 sm:text-2xl', pixels: 80 },
  lg: { box: 'size-48 text-5xl sm:size-60 sm:text-6xl', pixels: 240 },
} as const;

/** The first letters of a person's first and last names: 'Ada Obi' is 'AO'. */
const initialsOf = (name: string) => {
  const words = name.trim().split(/\s+/);
  return [words[0], words.length > 1 ? words[words.length - 1] : '']
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
};

/**
 * A person's photo or, until the bank adds one, their illustrated portrait (the seed's people) or
 * their initials (a person added since). Decorative: the name is always written next to it.
 */
export function PersonAvatar({
  profile,
  name,
  photo,
  size = 'md',
  isAboveFold = false,
}: {
  profile: string;
  name: string;
  photo: string | null;
  size?: keyof typeof SIZES;
  isAboveFold?: boolean;
}) {
  const { box, pixels } = SIZES[size];
  const src = photo ?? (findPortraitPerson(profile) ? portraitPath(profile) : null);
  if (!src)
    return (
      <span
        aria-hidden="true"
        className={`${box} inline-flex shrink-0 items-center justify-center rounded-full bg-primary-100 font-bold text-primary-800`}
      >
        {initialsOf(name)}
      </span>
    );
  return (
    <img
      src={src}
      alt=""
      width={pixels}
      height={pixels}
      loading={isAboveFold ? 'eager' : 'lazy'}
      decoding="async"
      className={`${box} shrink-0 rounded-full bg-surface-sunken object-cover`}
    />
  );
}
