import { NoFieldsSchema } from '@domain/forms/back-office-customer-service';
import { lagosDateTime } from '@domain/lagos-time';
import { screeningTexts } from '@domain/messages/back-office/screening';
import type { ScreenedParty } from '@domain/screening/name-match';
import type { RiskLevel, RiskReason } from '@domain/screening/risk';
import { AreaForm, type AreaOutcome } from '~/components/form-kit/area-form';
import { DetailList, ItemSection, StateTag } from './customer-service-parts';

const texts = screeningTexts;
const LEVEL_TONES = { low: 'good', medium: 'waiting', high: 'bad' } as const;

/** What the application page's loader gives the section (server/back-office/applications/application-screening.ts). */
interface ScreeningView {
  screenedAt: string;
  adapter: string;
  state: 'done' | 'unavailable';
  parties: ScreenedParty[];
  level: RiskLevel;
  reasons: RiskReason[];
  cleared: { by: string; at: string } | null;
  clearanceAskedBy: string | null;
}

function PartyHits({ party }: { party: ScreenedParty }) {
  const label = `${texts.roles[party.role]}: ${party.name}`;
  if (party.hits.length === 0)
    return (
      <p>
        <span className="font-semibold">{label}</span> · {texts.noHits}
      </p>
    );
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="mb-2 text-left text-base font-semibold">{texts.hitsCaption(label)}</caption>
        <thead>
          <tr className="border-b border-border">
            <th scope="col" className="py-2 pr-3">
              {texts.columns.listed}
            </th>
            <th scope="col" className="py-2 pr-3">
              {texts.columns.source}
            </th>
            <th scope="col" className="py-2 pr-3">
              {texts.columns.category}
            </th>
            <th scope="col" className="py-2 pr-3">
              {texts.columns.score}
            </th>
            <th scope="col" className="py-2">
              {texts.columns.reason}
            </th>
          </tr>
        </thead>
        <tbody>
          {party.hits.map((hit) => (
            <tr key={`${hit.source}-${hit.reference}`} className="border-b border-border align-top">
              <td className="py-2 pr-3 font-semibold">{hit.listedName}</td>
              <td className="py-2 pr-3">
                {texts.sourceWithReference(texts.sources[hit.source] ?? hit.source, hit.reference)}
              </td>
              <td className="py-2 pr-3">{texts.categories[hit.category]}</td>
              <td className="py-2 pr-3 font-mono">{texts.score(hit.score)}</td>
              <td className="py-2">{hit.reason}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Sanctions and PEP screening of an account application and its risk level with reasons
 * (decision 089): "Screen again", and for a high level the request to compliance or its clearance.
 * Its forms post to the application page's action (intents 'screen' and 'ask-clearance'), and show
 * only when `mayAct` (customer service; compliance reads the section).
 */
export function ScreeningSection({
  screening,
  outcome,
  mayAct,
}: {
  screening: ScreeningView | null;
  outcome?: AreaOutcome;
  mayAct: boolean;
}) {
  // A success is announced above the review, as the page's other forms do; the forms show their refusals.
  const failure = outcome?.status === 'success' ? undefined : outcome;
  return (
    <ItemSection id="screening-title" title={texts.title}>
      {!screening ? (
        <p className="text-muted">{texts.notScreened}</p>
      ) : (
        <div className="flex flex-col gap-5">
          <p className="text-sm text-muted">
            {texts.screenedAt(
              lagosDateTime(screening.screenedAt),
              texts.adapters[screening.adapter] ?? screening.adapter,
            )}
          </p>
          {screening.state === 'unavailable' ? (
            <p role="note" className="font-semibold text-error">
              {texts.unavailable}
            </p>
          ) : null}
          <DetailList
            rows={[
              {
                label: texts.riskLabel,
                value: <StateTag tone={LEVEL_TONES[screening.level]}>{texts.levels[screening.level]}</StateTag>,
              },
              {
                label: texts.reasonsLabel,
                value:
                  screening.reasons.length > 0 ? (
                    <ul className="list-disc pl-5">
                      {screening.reasons.map((reason) => (
                        <li key={reason}>{texts.reasons[reason]}</li>
                      ))}
                    </ul>
                  ) : (
                    texts.noReasons
                  ),
              },
            ]}
          />
          {screening.parties.map((party) => (
            <PartyHits key={`${party.role}-${party.name}`} party={party} />
          ))}
          {screening.level === 'high' ? (
            screening.cleared ? (
              <p className="font-semibold text-success">
                {texts.clearance.cleared(screening.cleared.by, lagosDateTime(screening.cleared.at))}
              </p>
            ) : screening.clearanceAskedBy !== null ? (
              <p className="font-semibold">{texts.clearance.waiting(screening.clearanceAskedBy)}</p>
            ) : (
              <div>
                <p>{texts.clearance.needed}</p>
                {mayAct ? (
                  <AreaForm
                    formId="ask-clearance"
                    intent="ask-clearance"
                    schema={NoFieldsSchema}
                    outcome={failure}
                    submitLabel={texts.clearance.ask}
                    className="mt-3"
                  />
                ) : null}
              </div>
            )
          ) : null}
          {mayAct && screening.clearanceAskedBy === null ? (
            <AreaForm
              formId="screen"
              intent="screen"
              schema={NoFieldsSchema}
              outcome={failure}
              submitLabel={texts.screenAgain}
            />
          ) : null}
        </div>
      )}
    </ItemSection>
  );
}
