import { XMLParser } from 'fast-xml-parser';
import type { ListCategory, ListEntry } from '../../../domain/screening/name-match';

/**
 * Readers of the list files the bank keeps (decision 089). The UN Security Council consolidated
 * list is XML (https://scsanctions.un.org/resources/xml/en/consolidated.xml); the bank's own watch
 * list is CSV with the header name,aliases,date_of_birth,category,reason.
 */

const UN_SOURCE = 'un';
const WATCH_SOURCE = 'watch-list';

// These elements repeat in the UN file; the parser gives each as an array even when there is one.
const REPEATED = new Set(['INDIVIDUAL', 'ENTITY', 'INDIVIDUAL_ALIAS', 'ENTITY_ALIAS', 'INDIVIDUAL_DATE_OF_BIRTH']);

type Node = Record<string, unknown>;

const text = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
const nodes = (value: unknown): Node[] =>
  Array.isArray(value) ? value.filter((item): item is Node => typeof item === 'object' && item !== null) : [];

function unBirthDates(individual: Node): string[] {
  return nodes(individual.INDIVIDUAL_DATE_OF_BIRTH).flatMap((birth) => {
    const date = text(birth.DATE);
    if (/^\d{4}-\d{2}-\d{2}/.test(date)) return [date.slice(0, 10)];
    const year = text(birth.YEAR);
    if (/^\d{4}$/.test(year)) return [year];
    const from = Number(text(birth.FROM_YEAR));
    const to = Number(text(birth.TO_YEAR));
    if (Number.isInteger(from) && Number.isInteger(to) && from > 1800 && to >= from && to - from <= 20)
      return Array.from({ length: to - from + 1 }, (_, index) => String(from + index));
    return [];
  });
}

const aliasesOf = (list: unknown) =>
  nodes(list)
    .map((alias) => text(alias.ALIAS_NAME))
    .filter(Boolean);

/** Every individual and entity of the UN list. Throws on a file that is not that list. */
export function parseUnList(xml: string): ListEntry[] {
  const parser = new XMLParser({
    ignoreAttributes: true,
    parseTagValue: false,
    processEntities: true,
    isArray: (name) => REPEATED.has(name),
  });
  const document = parser.parse(xml) as Node;
  const root = document.CONSOLIDATED_LIST as Node | undefined;
  if (!root || typeof root !== 'object') throw new Error('not a UN consolidated list: no CONSOLIDATED_LIST');
  const individuals = nodes((root.INDIVIDUALS as Node | undefined)?.INDIVIDUAL).map((individual): ListEntry => ({
    source: UN_SOURCE,
    reference: text(individual.REFERENCE_NUMBER),
    kind: 'individual',
    name: [individual.FIRST_NAME, individual.SECOND_NAME, individual.THIRD_NAME, individual.FOURTH_NAME]
      .map(text)
      .filter(Boolean)
      .join(' '),
    aliases: aliasesOf(individual.INDIVIDUAL_ALIAS),
    birthDates: unBirthDates(individual),
    category: 'sanctions',
    reason: text(individual.COMMENTS1) || text(individual.UN_LIST_TYPE),
  }));
  const entities = nodes((root.ENTITIES as Node | undefined)?.ENTITY).map((entity): ListEntry => ({
    source: UN_SOURCE,
    reference: text(entity.REFERENCE_NUMBER),
    kind: 'entity',
    name: text(entity.FIRST_NAME),
    aliases: aliasesOf(entity.ENTITY_ALIAS),
    birthDates: [],
    category: 'sanctions',
    reason: text(entity.COMMENTS1) || text(entity.UN_LIST_TYPE),
  }));
  return [...individuals, ...entities].filter((entry) => entry.name !== '');
}

/** RFC 4180 CSV: quoted fields may hold commas, line breaks and doubled quotes. */
export function parseCsv(input: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const source = input.replace(/^\uFEFF/, '');
  for (let index = 0; index < source.length; index++) {
    const char = source[index];
    if (quoted) {
      if (char === '"' && source[index + 1] === '"') {
        field += '"';
        index++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[index + 1] === '\n') index++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (quoted) throw new Error('unterminated quoted field');
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((cells) => cells.some((cell) => cell.trim() !== ''));
}

const CATEGORIES: readonly ListCategory[] = ['sanctions', 'pep', 'watch'];
const WATCH_HEADER = ['name', 'aliases', 'date_of_birth', 'category', 'reason'];

/** The bank's watch list. Throws, naming the line, on a header or row it cannot read. */
export function parseWatchList(csv: string): ListEntry[] {
  const [header, ...rows] = parseCsv(csv);
  if (!header || header.map((cell) => cell.trim().toLowerCase()).join(',') !== WATCH_HEADER.join(','))
    throw new Error(`the watch list's header must be ${WATCH_HEADER.join(',')}`);
  return rows.map((cells, index): ListEntry => {
    const line = index + 2;
    const [name = '', aliases = '', birthDate = '', category = '', reason = ''] = cells.map((cell) => cell.trim());
    if (!name) throw new Error(`watch list line ${line}: no name`);
    if (!CATEGORIES.includes(category as ListCategory))
      throw new Error(`watch list line ${line}: category must be sanctions, pep or watch`);
    if (birthDate && !/^\d{4}(-\d{2}-\d{2})?$/.test(birthDate))
      throw new Error(`watch list line ${line}: date of birth must be yyyy-mm-dd or yyyy`);
    return {
      source: WATCH_SOURCE,
      reference: `line ${line}`,
      kind: 'individual',
      name,
      aliases: aliases
        .split(';')
        .map((alias) => alias.trim())
        .filter(Boolean),
      birthDates: birthDate ? [birthDate] : [],
      category: category as ListCategory,
      reason,
    };
  });
}
