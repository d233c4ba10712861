import type { Route } from './+types/bvn-phone-help-request';
import { lagosDateTime } from '@domain/lagos-time';
import { bvnPhoneHelpTexts } from '@domain/messages/bvn-phone-help';
import { DetailList, ItemSection } from '~/components/back-office/customer-service-parts';
import { HistoryList } from '~/components/back-office/history-list';
import { StaffPage } from '~/components/back-office/staff-shell';
import { ItemPageLead } from '~/components/back-office/item-page-lead';
import { ItemOwner } from '~/components/back-office/work-parts';
import type { AreaOutcome } from '~/components/form-kit/area-form';
import { staffFrame } from '~/lib/staff-pages';
import { actOnStaffBvnPhoneHelpRequest, loadStaffBvnPhoneHelpRequest } from './bvn-phone-help-request.server';

const texts = bvnPhoneHelpTexts.staff;

export const meta = ({ data: loaderData }: Route.MetaArgs) =>
  staffFrame.meta(loaderData ? texts.item.title(loaderData.help.reference) : texts.title);
export const loader = (args: Route.LoaderArgs) => loadStaffBvnPhoneHelpRequest(args);
export const action = (args: Route.ActionArgs) => actOnStaffBvnPhoneHelpRequest(args);

/** A customer whose code never came: the way they chose, and who follows it up (decision 091). */
export default function BvnPhoneHelpRequest({ loaderData, actionData }: Route.ComponentProps) {
  const { help, history, work } = loaderData;
  return (
    <StaffPage
      title={texts.item.title(help.reference)}
      lead={<ItemPageLead lead={texts.item.lead} backTo="/staff/bvn-phone-help" backLabel={texts.item.back} />}
    >
      <ItemSection id="request-title" title={texts.item.requestTitle}>
        <DetailList
          rows={[
            { label: texts.columns.reference, value: <span className="font-mono">{help.reference}</span> },
            { label: texts.columns.bvn, value: <span className="font-mono">{help.maskedBvn}</span> },
            { label: texts.columns.way, value: texts.ways[help.way] },
            { label: texts.columns.journey, value: texts.journeys[help.journey] },
            {
              label: texts.columns.when,
              value: <time dateTime={help.createdAt}>{lagosDateTime(help.createdAt)}</time>,
            },
          ]}
        />
      </ItemSection>
      <ItemOwner work={work} outcome={(actionData ?? undefined) as AreaOutcome | undefined} />
      <HistoryList entries={history} />
    </StaffPage>
  );
}
