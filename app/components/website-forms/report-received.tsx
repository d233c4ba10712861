import { TriangleAlert } from 'lucide-react';
import { websiteFormTexts } from '@domain/messages/website-forms';
import { CopyableCode } from '~/components/form-kit/copyable-code';
import { ReceivedNotice } from '~/components/form-kit/received-notice';

const texts = websiteFormTexts.whistleBlower.received;

/** The reference and the secret, shown once, right after a report is made. */
export function ReportReceived({ reference, secret }: { reference: string; secret: string }) {
  return (
    <ReceivedNotice id="report-received-title" heading={texts.title} announced={<p className="mt-3">{texts.lead}</p>}>
      <dl className="mt-6 grid gap-4">
        <CopyableCode label={texts.reference} value={reference} />
        <CopyableCode label={texts.secret} value={secret} />
      </dl>
      <p className="mt-4 flex gap-2 rounded-input bg-warning-bg p-4 text-sm font-medium text-warning">
        <TriangleAlert className="size-5 shrink-0" aria-hidden="true" />
        {texts.onceWarning}
      </p>
    </ReceivedNotice>
  );
}
