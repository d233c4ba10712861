import { ShieldCheck } from 'lucide-react';
import { Suspense, lazy, useState } from 'react';
import { createPortal } from 'react-dom';
import { messages } from '@domain/messages';
import { buttonClasses } from '~/components/ui/button-link';

const importPanel = () => import('./bvn-validation-panel');
const BvnValidationPanel = lazy(() => importPanel().then((panel) => ({ default: panel.BvnValidationPanel })));

/** Where the trigger leads without JavaScript: the page version of the dialog. */
function bvnValidationPageHref(returnTo: string): string {
  return `/bvnvalidation?${new URLSearchParams({ returnTo })}`;
}

/**
 * 'Validate BVN to get started': a link to /bvnvalidation that, once JavaScript runs, opens the
 * dialog (bvn-validation-panel.tsx) instead. The dialog's code comes when the customer turns to the
 * link (a touch or a focus), so a page that is only read does not carry it (docs/decisions/036).
 */
export function BvnValidationDialog({
  returnTo,
  initialBvn = '',
  onBeforeRedirect,
}: {
  returnTo: string;
  initialBvn?: string;
  onBeforeRedirect: () => Promise<void>;
}) {
  const [openings, setOpenings] = useState(0);
  const fetchPanel = () => void importPanel();

  function open(event: React.MouseEvent) {
    event.preventDefault();
    setOpenings((count) => count + 1);
  }

  return (
    <>
      {/* Without JavaScript the link opens the page version of the dialog. */}
      <a
        href={bvnValidationPageHref(returnTo)}
        onClick={open}
        onPointerDown={fetchPanel}
        onFocus={fetchPanel}
        className={`${buttonClasses('primary')} w-full sm:w-auto`}
      >
        <ShieldCheck className="size-5" aria-hidden="true" />
        {messages.account.instant.validateBvn}
      </a>
      {/* The dialog holds a form of its own, so it lives outside the page's form, at the end of the body. */}
      {openings > 0
        ? createPortal(
            <Suspense>
              <BvnValidationPanel
                openings={openings}
                returnTo={returnTo}
                initialBvn={initialBvn}
                onBeforeRedirect={onBeforeRedirect}
              />
            </Suspense>,
            document.body,
          )
        : null}
    </>
  );
}
