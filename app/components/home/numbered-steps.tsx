/** Steps in order, each with a large number: the NHF explainer and other "how it works" lists. */
export function NumberedSteps({ steps }: { steps: readonly { title: string; text: string }[] }) {
  return (
    <ol className="grid gap-6 md:grid-cols-3">
      {steps.map((step, index) => (
        <li key={step.title} className="rounded-card border border-border bg-surface p-6">
          <span
            aria-hidden="true"
            className="inline-flex size-11 items-center justify-center rounded-full bg-accent-400 text-lg font-bold text-ink tabular"
          >
            {index + 1}
          </span>
          <h3 className="mt-4 text-lg font-semibold">{step.title}</h3>
          <p className="mt-2 text-muted">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
