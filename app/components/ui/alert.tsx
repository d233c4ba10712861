import { CircleCheck, CircleExclamationPoint, Info, TriangleExclamationPoint, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { publicSiteTexts } from '@domain/messages/public-site';

const TONES = {
  success: { classes: 'border-success bg-success-bg text-success', Icon: CircleCheck },
  error: { classes: 'border-error bg-error-bg text-error', Icon: CircleExclamationPoint },
  warning: { classes: 'border-warning bg-warning-bg text-warning', Icon: TriangleExclamationPoint },
  info: { classes: 'border-info bg-info-bg text-info', Icon: Info },
} as const;

export type AlertTone = keyof typeof TONES;

/**
 * A coloured message box with an optional close button ('Close alert'). It has no live role of
 * its own: render it inside a region that is always present (`role="status"` or `role="alert"`),
 * so that screen readers announce it when it appears.
 */
export function Alert({
  tone,
  children,
  onClose,
  isDismissible = Boolean(onClose),
  className = '',
}: {
  tone: AlertTone;
  children: ReactNode;
  onClose?: () => void;
  /** Has a close button; without `onClose` the page's script handles it (app/enhance/subscribe-form.ts). */
  isDismissible?: boolean;
  className?: string;
}) {
  const { classes, Icon } = TONES[tone];
  return (
    <div
      className={`flex items-start gap-2 rounded-input border-l-4 py-2 pl-3 text-sm font-medium ${isDismissible ? 'pr-1' : 'pr-3'} ${classes} ${className}`}
    >
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div className="flex-1 py-0.5">{children}</div>
      {isDismissible ? (
        <button
          type="button"
          onClick={onClose}
          data-dismiss-alert
          aria-label={publicSiteTexts.footer.closeAlert}
          className="-my-1.5 inline-flex size-11 shrink-0 items-center justify-center rounded-input hover:bg-black/5"
        >
          <X className="size-5" aria-hidden="true" />
        </button>
      ) : null}
    </div>
  );
}
