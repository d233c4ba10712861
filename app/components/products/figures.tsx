const AMOUNT = /(₦[\d,]+(?:\.\d+)?(?: million)?)/;

/** Text whose naira amounts use tabular figures, without spreading out the digits of names such as Save-4-It. */
export function Figures({ text }: { text: string }) {
  return text.split(AMOUNT).map((part, index) =>
    index % 2 === 1 ? (
      <span key={index} className="tabular whitespace-nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  );
}
