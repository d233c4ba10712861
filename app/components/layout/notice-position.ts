/** Just under the header's sticky bar as it stands now, so that a notice never covers its buttons. */
export function belowHeader(): number | undefined {
  const bar = document.querySelector('.site-header__bar');
  return bar ? Math.max(0, bar.getBoundingClientRect().bottom) + 8 : undefined;
}
