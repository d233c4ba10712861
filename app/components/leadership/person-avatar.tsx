import { portraitPath } from '~/content/portraits';

const SIZES = {
  sm: { box: 'size-12', pixels: 48 },
  md: { box: 'size-16 sm:size-20', pixels: 80 },
  lg: { box: 'size-48 sm:size-60', pixels: 240 },
} as const;

/**
 * A person's photo or, until the bank adds one, their illustrated portrait. Decorative: the name is
 * always written next to it.
 */
export function PersonAvatar({
  profile,
  photo,
  size = 'md',
  isAboveFold = false,
}: {
  profile: string;
  photo: string | null;
  size?: keyof typeof SIZES;
  isAboveFold?: boolean;
}) {
  const { box, pixels } = SIZES[size];
  return (
    <img
      src={photo ?? portraitPath(profile)}
      alt=""
      width={pixels}
      height={pixels}
      loading={isAboveFold ? 'eager' : 'lazy'}
      decoding="async"
      className={`${box} shrink-0 rounded-full bg-surface-sunken object-cover`}
    />
  );
}
