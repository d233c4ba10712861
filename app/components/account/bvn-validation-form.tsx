import { useEffect, useRef, useState, type FormEvent } from 'react';
import { firstFailingField } from '@domain/forms/first-failing-field';
import { messages } from '@domain/messages';
import { SubmitButton } from '~/components/form-kit/submit-button';
import { useSchema } from '~/components/form-kit/use-schema';
import { notify } from '~/lib/notify';
import { BvnField } from './bvn-field';

// The BVN rule (and zod) arrive when the visitor turns to the form, or at once to send a BVN the address carried.
const importBvnSchema = () => import('@domain/forms/bvn-validation').then((rules) => rules.BvnValidationSchema);

/**
 * The form of /bvnvalidation: posts to the page's action, which starts the consent and redirects
 * to the identity provider (with or without JavaScript). JavaScript checks the number first and,
 * when the address carried a BVN, sends the form by itself once (when the rule has arrived).
 */
export function BvnValidationForm({
  returnTo,
  initialBvn,
  error,
  autoSubmit,
}: {
  returnTo: string;
  initialBvn: string;
  error?: string;
  autoSubmit: boolean;
}) {
  const [bvnNo, setBvnNo] = useState(initialBvn);
  const [message, setMessage] = useState(error);
  const [isPending, setIsPending] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const { schema, fetchingProps } = useSchema(importBvnSchema, { isNeededNow: autoSubmit });

  useEffect(() => {
    if (autoSubmit && schema?.safeParse({ bvnNo: initialBvn }).success) form.current?.requestSubmit();
  }, [autoSubmit, initialBvn, schema]);

  useEffect(() => {
    if (error) notify.error(error, { id: 'bvn-validation-error' });
  }, [error]);

  function submit(event: FormEvent<HTMLFormElement>) {
    // Sent before the rule has arrived, the number is checked by the server, as without JavaScript.
    const parsed = schema?.safeParse({ bvnNo });
    if (parsed?.success === false || isPending) {
      event.preventDefault();
      if (!parsed || parsed.success) return;
      const first = firstFailingField(parsed)!.message;
      setMessage(first);
      notify.error(first);
      document.getElementById('bvnNo')?.focus();
      return;
    }
    setIsPending(true);
    notify.info(messages.errors.loading, { id: 'bvn-validation-loading' });
  }

  return (
    <form
      ref={form}
      method="post"
      action="/bvnvalidation"
      noValidate
      onSubmit={submit}
      {...fetchingProps}
      className="flex flex-col gap-5"
    >
      <input type="hidden" name="intent" value="validate" />
      <input type="hidden" name="returnTo" value={returnTo} />
      <BvnField
        id="bvnNo"
        value={bvnNo}
        onChange={(value) => {
          setBvnNo(value);
          setMessage(undefined);
        }}
        error={message}
      />
      <SubmitButton
        isReady={bvnNo.length > 0 && !isPending}
        isPending={isPending}
        pendingLabel={messages.accountScreens.bvnDialog.redirecting}
      >
        {messages.account.bvnPage.submit}
      </SubmitButton>
    </form>
  );
}
