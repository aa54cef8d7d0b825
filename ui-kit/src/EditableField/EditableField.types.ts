/** Native input types the field edits with. */
export const EDITABLE_FIELD_TYPES = ['email', 'text', 'tel', 'url'] as const;
export type EditableFieldType = (typeof EDITABLE_FIELD_TYPES)[number];
