export interface SummaryError {
  /** The id of the control to focus. */
  fieldId: string;
  message: string;
}

/**
 * The GOV.UK error summary: every failing field as a link to it, above the form. It is announced
 * when it appears; the form moves focus to the first failing field itself.
 */
export function ErrorSummary({ title, errors }: { title: string; errors: SummaryError[] }) {
  if (errors.length === 0) return null;
  return (
    <div
      role="alert"
      aria-labelledby="error-summary-title"
      className="rounded-card border-2 border-error bg-error-bg p-4"
    >
      <h2 id="error-summary-title" className="text-lg font-bold text-error">
        {title}
      </h2>
      <ul className="mt-2 flex flex-col gap-1">
        {errors.map((error) => (
          <li key={error.fieldId}>
            <a
              href={`#${error.fieldId}`}
              className="inline-block min-h-6 py-0.5 font-medium text-error underline underline-offset-2"
              onClick={(event) => {
                const target = document.getElementById(error.fieldId);
                if (!target) return;
                event.preventDefault();
                target.focus();
                target.scrollIntoView({ block: 'center' });
              }}
            >
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
