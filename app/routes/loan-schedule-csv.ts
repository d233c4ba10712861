/** The amortization schedule as CSV (issue 9): written by the calculator's work. */
export function loader() {
  return new Response('Not built yet', { status: 404 });
}
