import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { messages } from '@domain/messages';
import type { BvnNotice } from './instant-account-setup';

const texts = messages.accountScreens.form;

/** Where the form stands with the BVN: locked until validated, fetched, or what went wrong. */
export function BvnStatusNotice({
  notice,
  problem,
  isUnlocked,
  action,
}: {
  notice: BvnNotice;
  problem: string;
  isUnlocked: boolean;
  action: ReactNode;
}) {
  if (isUnlocked) {
    return (
      <p role="status" className="flex items-center gap-2 rounded-card bg-success-bg p-4 font-semibold text-success">
        <CircleCheck className="size-5 shrink-0" aria-hidden="true" />
        {messages.account.bvnPage.dataFetched}
      </p>
    );
  }
  return (
    <div className={`flex flex-col gap-4 rounded-card p-4 ${notice === 'problem' ? 'bg-error-bg' : 'bg-info-bg'}`}>
      {notice === 'problem' ? (
        <p role="alert" className="flex gap-2 font-semibold text-error">
          <CircleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          {problem}
        </p>
      ) : (
        <p className="flex gap-2 text-info">
          <Info className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          {notice === 'fromLink' ? texts.fromLink : texts.lockedForm}
        </p>
      )}
      <div>{action}</div>
    </div>
  );
}
