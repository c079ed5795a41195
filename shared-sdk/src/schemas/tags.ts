import * as v from 'valibot';

/** What a tag's fields say when they are wrong: friend tags and group tags each have their own words. */
export interface TagMessages {
  nameRequired: string;
  nameEmpty: string;
  nameTooLong: string;
  descriptionTooLong: string;
  colorInvalid: string;
  assignNeedsBoth: string;
}

export interface TagLimits {
  nameMax: number;
  descriptionMax: number;
  defaultColor: string;
}

/**
 * The rules of a kind of tag (friend tags, group tags): the bodies that create and update one (name trimmed and
 * required, description optional, color #RRGGBB) and the bodies that assign tags (lists of 1 to 100,000 ids).
 */
export function tagSchemas(messages: TagMessages, limits: TagLimits) {
  const hexColor = v.pipe(v.string(messages.colorInvalid), v.regex(/^#[0-9a-fA-F]{6}$/, messages.colorInvalid));
  const tagName = v.pipe(
    v.string(messages.nameRequired),
    v.trim(),
    v.minLength(1, messages.nameEmpty),
    v.maxLength(limits.nameMax, messages.nameTooLong),
  );
  const description = v.pipe(v.string(messages.descriptionTooLong), v.trim(), v.maxLength(limits.descriptionMax, messages.descriptionTooLong));
  const idList = v.pipe(
    v.array(v.string(messages.assignNeedsBoth), messages.assignNeedsBoth),
    v.minLength(1, messages.assignNeedsBoth),
    v.maxLength(100_000, messages.assignNeedsBoth),
  );
  /**
   * The body that assigns (or unassigns) every item × every tag: the items by their ids under `itemsKey`, or, after
   * a select-all, `selection` (every item of the filter but the excluded ones).
   */
  const assign = <K extends string, S extends v.GenericSchema>(itemsKey: K, selection: S) => {
    type Entries = { [P in K]: v.OptionalSchema<typeof idList, undefined> } & { selection: v.OptionalSchema<S, undefined>; tagIds: typeof idList };
    const entries = { [itemsKey]: v.optional(idList), selection: v.optional(selection), tagIds: idList } as Entries;
    return v.pipe(
      v.object(entries, messages.assignNeedsBoth),
      v.check((body) => (body as Record<string, unknown>)[itemsKey] !== undefined || body.selection !== undefined, messages.assignNeedsBoth),
    );
  };
  return {
    create: v.object(
      {
        name: tagName,
        description: v.optional(v.nullable(description)),
        color: v.optional(hexColor, limits.defaultColor),
      },
      // A missing name is reported with the object's message.
      messages.nameRequired,
    ),
    update: v.object({
      name: v.optional(tagName),
      description: v.optional(v.nullable(description)),
      color: v.optional(hexColor),
    }),
    assign,
  };
}
