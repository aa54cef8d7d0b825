export { EditableField } from './EditableField';
export { EDITABLE_FIELD_TYPES } from './EditableField.types';
export type { EditableFieldProps, EditableFieldSaveError } from './EditableField';
export type { EditableFieldType } from './EditableField.types';
