import type { Route } from './+types/link-account';
import { customerServiceTexts } from '@domain/messages/back-office/customer-service';
import { customerViewTexts } from '@domain/messages/back-office/customer-view';
import { identityLinkTexts } from '@domain/messages/back-office/identity-links';
import { DetailList, ItemSection } from '~/components/back-office/customer-service-parts';
import { CustomerViewLink } from '~/components/back-office/customer-view-link';
import { HistoryList } from '~/components/back-office/history-list';
import { Attempts, LinkState } from '~/components/back-office/link-attempts';
import { StaffPage } from '~/components/back-office/staff-shell';
import { ItemPageLead } from '~/components/back-office/item-page-lead';
import { ItemOwner } from '~/components/back-office/work-parts';
import type { AreaOutcome } from '~/components/form-kit/area-form';
import { staffFrame } from '~/lib/staff-pages';
import { actOnStaffLinkAccount, loadStaffLinkAccount } from './link-account.server';

const texts = identityLinkTexts.item;
const listTexts = customerServiceTexts.links;

export const meta = ({ data: loaderData }: Route.MetaArgs) =>
  staffFrame.meta(loaderData ? texts.title(loaderData.account.accountNumber) : listTexts.title);
export const loader = (args: Route.LoaderArgs) => loadStaffLinkAccount(args);
export const action = (args: Route.ActionArgs) => actOnStaffLinkAccount(args);

/** An account of the links queue: its attempts and who follows them up (decision 091). */
export default function LinkAccount({ loaderData, actionData }: Route.ComponentProps) {
  const { account, history, work } = loaderData;
  return (
    <StaffPage
      title={texts.title(account.accountNumber)}
      lead={<ItemPageLead lead={texts.lead} backTo="/staff/links" backLabel={texts.back} />}
    >
      <ItemSection id="attempts-title" title={texts.attemptsTitle}>
        <DetailList
          rows={[
            {
              label: listTexts.columns.account,
              value: (
                <>
                  <span className="block font-mono">{account.accountNumber}</span>
                  <CustomerViewLink
                    search={account.accountNumber}
                    label={customerViewTexts.viewCustomerOf(account.accountNumber)}
                  />
                </>
              ),
            },
            { label: listTexts.columns.name, value: account.accountName || identityLinkTexts.noAccountName },
            { label: listTexts.columns.state, value: <LinkState account={account} /> },
            { label: listTexts.columns.review, value: listTexts.reviews[account.isNew ? 'new' : 'reviewed'] },
            { label: listTexts.columns.attempts, value: <Attempts account={account} /> },
          ]}
        />
      </ItemSection>
      <ItemOwner work={work} outcome={(actionData ?? undefined) as AreaOutcome | undefined} />
      <HistoryList entries={history} />
    </StaffPage>
  );
}
