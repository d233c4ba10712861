import { messages } from '@domain/messages';
import { ButtonLink } from '~/components/ui/button-link';

const texts = messages.accountScreens.form;

/** The form's refusal as a whole (not one field's), with the next steps when the product is already open. */
export function InstantFormError({ message }: { message: string }) {
  if (!message) return null;
  return (
    <div role="alert" className="flex flex-col gap-3 rounded-input bg-error-bg p-3">
      <p className="font-semibold text-error">{message}</p>
      {message === messages.errors.accountAlreadyOpened ? <AlreadyOpenedNextSteps /> : null}
    </div>
  );
}

/** A product already opened is no dead end: sign in to see it, or choose another (issue 27 point 22). */
function AlreadyOpenedNextSteps() {
  return (
    <>
      <p className="text-ink">{texts.alreadyOpenedNext}</p>
      <div className="flex flex-wrap gap-3">
        <ButtonLink to="/login">{texts.signIn}</ButtonLink>
        <ButtonLink to="/accountopening#best-selling" variant="outline">
          {texts.otherProducts}
        </ButtonLink>
      </div>
    </>
  );
}
