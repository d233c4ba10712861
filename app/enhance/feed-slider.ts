import { FEED_SLIDER_SPEED_MS, nextSlideIndex } from '~/components/layout/feed-slides';

/** Scrolls the box one post down, or back to the first; the position is read from the box, which the visitor may have scrolled. */
function advance(viewport: HTMLElement) {
  const slides = Array.from(viewport.children) as HTMLElement[];
  const current = Math.max(
    0,
    slides.findIndex((slide) => slide.offsetTop >= viewport.scrollTop - 1),
  );
  viewport.scrollTo({ top: slides[nextSlideIndex(current, slides.length)]?.offsetTop ?? 0, behavior: 'smooth' });
}

/**
 * The footer's 'X Feeds' (specification 2.2, 9): a snapping scroll box two posts high that moves
 * every 3000 ms. It stops while hovered or focused and with its pause button (WCAG 2.2.2), and
 * never moves when the visitor asks for reduced motion (or without scripts).
 */
export function enhanceFeedSlider() {
  const slider = document.querySelector<HTMLElement>('[data-feed-slider]');
  const viewport = slider?.querySelector<HTMLElement>('ul');
  const pause = slider?.querySelector<HTMLButtonElement>('[data-feed-pause]');
  if (!slider || !viewport || !pause || viewport.children.length <= 2) return;
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');
  let isPausedByVisitor = false;
  let isVisitorInside = false;
  let timer: number | undefined;

  const update = () => {
    const canMove = !reducedMotion.matches;
    pause.hidden = !canMove;
    pause.setAttribute('aria-pressed', String(isPausedByVisitor));
    window.clearInterval(timer);
    timer =
      canMove && !isPausedByVisitor && !isVisitorInside
        ? window.setInterval(() => advance(viewport), FEED_SLIDER_SPEED_MS)
        : undefined;
  };
  const setInside = (isInside: boolean) => {
    isVisitorInside = isInside;
    update();
  };
  slider.addEventListener('mouseenter', () => setInside(true));
  slider.addEventListener('mouseleave', () => setInside(false));
  slider.addEventListener('focusin', () => setInside(true));
  slider.addEventListener('focusout', (event) =>
    setInside(event.relatedTarget instanceof Node && slider.contains(event.relatedTarget)),
  );
  pause.addEventListener('click', () => {
    isPausedByVisitor = !isPausedByVisitor;
    update();
  });
  reducedMotion.addEventListener('change', update);
  update();
}
