import { fieldMessage } from '../../domain/forms/field-message';
import { BRANCHES, branchChoices, type BranchChoice } from '../../domain/lists/branches';
import { invalid } from '../errors/refusals';
import type { Services } from '../services';
import { readPublished } from './content-work';
import { keptUntilPublish } from './kept-until-publish';

/** The account-opening forms' Preferred Branch choices: the published branches and "Others" (decision 101). */
export function publishedBranchChoices(services: Services): Promise<BranchChoice[]> {
  return keptUntilPublish(services, 'branchChoices', 'branch', async () =>
    branchChoices(
      (await readPublished(services, 'branch')).map(({ key, body }) => ({ key, name: body.name, code: body.code })),
    ),
  );
}

/** The published choice of this value, refused as the field's failure when it names no published branch. */
export async function publishedBranchChoice(services: Services, value: string): Promise<BranchChoice> {
  const choice = (await publishedBranchChoices(services)).find((branch) => branch.value === value);
  if (!choice) throw invalid({ preferredBranch: fieldMessage('preferredBranch') });
  return choice;
}

/**
 * How staff screens name a customer's Preferred Branch: as the forms offered it (the published
 * choice's label), else by the specification's table (a branch withdrawn since), else its value.
 */
export async function branchNames(services: Services): Promise<(value: string) => string> {
  const choices = await publishedBranchChoices(services);
  return (value) =>
    choices.find((choice) => choice.value === value)?.label ??
    BRANCHES.find((branch) => branch.value === value)?.name ??
    value;
}
