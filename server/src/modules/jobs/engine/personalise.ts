import { parseTemplate, type ParsedTemplate, renderTemplate, type TemplateNames, type TemplateNode } from 'shared-sdk/schemas';

/**
 * One recipient's text at send time: the job's template with the contact's and the account's names
 * and one option of each choice drawn with the engine's random. A template without braces is sent as it is,
 * with no lookup and no draw.
 */

/** The names the database knows for a recipient: its stored display name, a friend's Zalo name, the account's name. */
export interface StoredNames {
  displayName: string | null;
  zaloName: string | null;
  accountName: string | null;
}

/** Who a phone number turned out to be (findUser), known only at send time. */
export interface FoundContact {
  displayName: string | null;
  zaloName: string | null;
}

export type Personalise = (template: string, seq: number, found: FoundContact | null) => Promise<string>;

/** Sends the template as written: for tests and callers without names. */
export const asWritten: Personalise = async (template) => template;

const usesVariables = (nodes: TemplateNode[]): boolean =>
  nodes.some((node) => node.kind === 'variable' || (node.kind === 'choice' && node.options.some(usesVariables)));

export function createPersonaliser(deps: {
  jobId: string;
  names: (jobId: string, seq: number) => Promise<StoredNames | undefined>;
  random: () => number;
}): Personalise {
  const parsed = new Map<string, { tree: ParsedTemplate; named: boolean }>();
  return async (template, seq, found) => {
    if (!/[{}]/.test(template)) return template;
    let known = parsed.get(template);
    if (!known) {
      const tree = parseTemplate(template);
      known = { tree, named: usesVariables(tree.nodes) };
      parsed.set(template, known);
    }
    const stored = known.named ? await deps.names(deps.jobId, seq) : undefined;
    const names: TemplateNames = {
      ten: found?.displayName ?? stored?.displayName,
      ten_zalo: found?.zaloName ?? stored?.zaloName,
      tai_khoan: stored?.accountName,
    };
    return renderTemplate(known.tree, names, deps.random);
  };
}
