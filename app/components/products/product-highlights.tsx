import type { Product } from '~/content/products';

/**
 * The product's slider: highlights side by side that scroll sideways on a phone. It never moves by
 * itself (nothing to pause, nothing that distracts), and the region can be scrolled with the keyboard.
 */
export function ProductHighlights({ slides, label }: { slides: Product['slider']; label: string }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className="-mx-4 overflow-x-auto px-4 pb-2 sm:mx-0 sm:px-0">
      <ol className="flex snap-x snap-mandatory gap-4 sm:grid sm:grid-cols-3">
        {slides.map((slide, index) => (
          <li
            key={slide.heading}
            className="w-[80%] shrink-0 snap-start rounded-card bg-primary-700 p-6 text-white sm:w-auto"
          >
            <span
              aria-hidden="true"
              className="inline-flex size-10 items-center justify-center rounded-full bg-accent-400 font-bold text-ink tabular"
            >
              {index + 1}
            </span>
            <h3 className="mt-4 text-lg font-bold">{slide.heading}</h3>
            <p className="mt-2 text-primary-50">{slide.text}</p>
          </li>
        ))}
      </ol>
    </div>
  );
}
