export { EDITABLE_FIELD_TYPES, EditableField } from './EditableField';
export type { EditableFieldProps, EditableFieldSaveError, EditableFieldType } from './EditableField';
