import { messages } from '@domain/messages';

/** The answer to a no-JavaScript follow-up (resend, different e-mail, a form too large), and the way on. */
export function FollowUpNotice({
  tone,
  message,
  backTo,
}: {
  tone: 'success' | 'error';
  message: string;
  backTo: string;
}) {
  const texts = messages.accountScreens;
  return (
    <section
      aria-labelledby="follow-up"
      className="mx-auto flex max-w-xl flex-col gap-4 rounded-card border border-border p-6 text-center shadow-raised"
    >
      <div role={tone === 'error' ? 'alert' : 'status'}>
        <h2 id="follow-up" className={`text-lg font-semibold ${tone === 'error' ? 'text-error' : 'text-success'}`}>
          {message}
        </h2>
      </div>
      <a href={backTo} className="font-semibold text-primary-700 underline underline-offset-2">
        {backTo === '/accountopening' ? texts.result.close : texts.form.backToForm}
      </a>
    </section>
  );
}
