import { Link } from '~/components/ui/link';
import { complaintTexts } from '@domain/messages/complaints';
import { websiteFormTexts } from '@domain/messages/website-forms';
import { CopyableCode } from '~/components/form-kit/copyable-code';
import { ReceivedNotice } from '~/components/form-kit/received-notice';

const texts = complaintTexts.received;

/** The thank-you screen of a complaint: its reference, large and copyable, and what happens next. */
export function ComplaintReceived({ reference, masked }: { reference: string; masked: boolean }) {
  return (
    <ReceivedNotice
      id="complaint-received-title"
      heading={texts.heading}
      announced={
        <dl className="mt-5">
          <CopyableCode label={texts.referenceLabel} value={reference} />
        </dl>
      }
    >
      <ul className="mt-5 flex list-disc flex-col gap-2 pl-5">
        {texts.next.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {masked ? <p className="mt-4">{websiteFormTexts.contact.maskedNotice}</p> : null}
      <Link
        to="/complaints"
        className="mt-4 inline-flex min-h-11 items-center font-semibold text-primary-700 underline underline-offset-4"
      >
        {texts.another}
      </Link>
    </ReceivedNotice>
  );
}
