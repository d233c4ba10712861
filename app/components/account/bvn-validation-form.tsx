import { useEffect, useRef, useState, type FormEvent } from 'react';
import { BvnValidationSchema, firstFailingField } from '@domain/forms';
import { messages } from '@domain/messages';
import { SubmitButton } from '~/components/forms/submit-button';
import { notify } from '~/lib/notify';
import { BvnField } from './bvn-field';

/**
 * The form of /bvnvalidation: posts to the page's action, which starts the consent and redirects
 * to the identity provider (with or without JavaScript). JavaScript checks the number first and,
 * when the address carried a BVN, sends the form by itself once.
 */
export function BvnValidationForm({ returnTo, initialBvn, error, autoSubmit }: { returnTo: string; initialBvn: string; error?: string; autoSubmit: boolean }) {
  const [bvnNo, setBvnNo] = useState(initialBvn);
  const [message, setMessage] = useState(error);
  const [isPending, setIsPending] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (autoSubmit && BvnValidationSchema.safeParse({ bvnNo: initialBvn }).success) form.current?.requestSubmit();
  }, [autoSubmit, initialBvn]);

  useEffect(() => {
    if (error) notify.error(error, { id: 'bvn-validation-error' });
  }, [error]);

  function submit(event: FormEvent<HTMLFormElement>) {
    const parsed = BvnValidationSchema.safeParse({ bvnNo });
    if (!parsed.success || isPending) {
      event.preventDefault();
      if (parsed.success) return;
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
    <form ref={form} method="post" action="/bvnvalidation" noValidate onSubmit={submit} className="flex flex-col gap-5">
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
      <SubmitButton isReady={bvnNo.length > 0 && !isPending} isPending={isPending} pendingLabel={messages.accountScreens.bvnDialog.redirecting}>
        {messages.account.bvnPage.submit}
      </SubmitButton>
    </form>
  );
}
