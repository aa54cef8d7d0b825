import './styled';

export { ACCORDION_HEADING_LEVELS, ACCORDION_TYPES, Accordion } from './Accordion';
export type { AccordionEntry, AccordionHeadingLevel, AccordionProps, AccordionType } from './Accordion';
export { ALERT_TONES, Alert } from './Alert';
export type { AlertDismissDetails, AlertProps, AlertTone } from './Alert';
export { AVATAR_SIZES, Avatar } from './Avatar';
export type { AvatarProps, AvatarSize } from './Avatar';
export { BADGE_TONES, Badge } from './Badge';
export type { BadgeProps, BadgeTone } from './Badge';
export { BANNER_TONES, Banner } from './Banner';
export type { BannerDismissDetails, BannerLinkProps, BannerProps, BannerTone } from './Banner';
export { BOX_BACKGROUNDS, BOX_ELEMENTS, Box, SPACE_STEPS } from './Box';
export type { BoxBackground, BoxElement, BoxProps, SpaceStep } from './Box';
export { BUTTON_SIZES, BUTTON_VARIANTS, Button } from './Button';
export type { ButtonProps, ButtonSize, ButtonVariant } from './Button';
export { CARD_ELEMENTS, CARD_ELEVATIONS, Card } from './Card';
export type { CardElement, CardElevation, CardProps } from './Card';
export { CONTENT_CARD_VARIANTS, ContentCard } from './ContentCard';
export type {
  ContentCardContent,
  ContentCardProps,
  ContentCardVariant,
  MarkedMediaType,
} from './ContentCard';
export { CopyButton } from './CopyButton';
export type { CopyButtonProps } from './CopyButton';
export { DATA_TABLE_ALIGNS, DataTable } from './DataTable';
export type { DataTableAlign, DataTableColumn, DataTableProps, DataTableRetryDetails } from './DataTable';
export { DateInput } from './DateInput';
export type { DateInputProps } from './DateInput';
export { DateRangeFields } from './DateRangeFields';
export type { DateRangeFieldsProps } from './DateRangeFields';
export { DIVIDER_ORIENTATIONS, Divider } from './Divider';
export type { DividerOrientation, DividerProps } from './Divider';
export { Drawer } from './Drawer';
export type { DrawerProps } from './Drawer';
export { DROPDOWN_MENU_ALIGNS, DROPDOWN_MENU_ITEM_TONES, DropdownMenu } from './DropdownMenu';
export type { DropdownMenuProps } from './DropdownMenu';
export type { DropdownMenuAlign, DropdownMenuItem, DropdownMenuItemTone } from './DropdownMenu';
export { EDITABLE_FIELD_TYPES, EditableField } from './EditableField';
export type { EditableFieldProps, EditableFieldSaveError, EditableFieldType } from './EditableField';
export { EmailInput } from './EmailInput';
export type { EmailInputProps } from './EmailInput';
export { EmptyState } from './EmptyState';
export type { EmptyStateProps } from './EmptyState';
export { FilterBar, useDebouncedEmit } from './FilterBar';
export type {
  DebouncedEmit,
  FilterBarChangeDetails,
  FilterBarProps,
  FilterBarTypeOption,
  FilterBarValue,
} from './FilterBar';
export { FormActions } from './FormActions';
export type { FormActionsProps } from './FormActions';
export { FormField, useFormField } from './FormField';
export type { FormFieldBaseProps, FormFieldControlProps, FormFieldProps } from './FormField';
export { Grid } from './Grid';
export type { GridColumns, GridProps } from './Grid';
export { Header } from './Header';
export type { HeaderProps } from './Header';
export { HEADING_DEFAULT_SIZES, HEADING_LEVELS, HEADING_SIZES, Heading } from './Heading';
export type { HeadingLevel, HeadingProps, HeadingSize } from './Heading';
export { ICON_NAMES, Icon, InstagramIcon } from './Icon';
export type { IconName, IconProps, InstagramIconProps } from './Icon';
export { ICON_BUTTON_SIZES, ICON_BUTTON_VARIANTS, IconButton } from './IconButton';
export type { IconButtonProps, IconButtonSize, IconButtonVariant } from './IconButton';
export { ImageGrid } from './ImageGrid';
export type { ImageGridItem, ImageGridProps } from './ImageGrid';
export { INLINE_ALIGNS, INLINE_JUSTIFIES, INLINE_WRAPS, Inline } from './Inline';
export type { InlineAlign, InlineJustify, InlineProps, InlineWrap } from './Inline';
export { MessagePreview } from './MessagePreview';
export type { MessagePreviewProps } from './MessagePreview';
export { ListError } from './ListError';
export type { ListErrorProps, ListErrorRetryDetails } from './ListError';
export { MessageTemplateInput } from './MessageTemplateInput';
export type { MessageTemplateInputProps } from './MessageTemplateInput';
export { MODAL_SIZES, Modal, ModalClose } from './Modal';
export type { ModalCloseProps, ModalProps, ModalSize } from './Modal';
export { MultiSelect } from './MultiSelect';
export type { MultiSelectChangeDetails, MultiSelectProps } from './MultiSelect';
export { NotificationBell } from './NotificationBell';
export type { NotificationBellProps, NotificationCountLabel } from './NotificationBell';
export { NumberInput } from './NumberInput';
export type { NumberInputProps } from './NumberInput';
export { PaginatedTable } from './PaginatedTable';
export type { PaginatedTableProps } from './PaginatedTable';
export { PAGINATION_ELLIPSIS, Pagination, paginationItems, paginationPageCount } from './Pagination';
export type { PaginationChangeDetails, PaginationItem, PaginationProps } from './Pagination';
export { PasswordInput } from './PasswordInput';
export type { PasswordInputProps } from './PasswordInput';
export { PhoneInput } from './PhoneInput';
export type { PhoneInputProps } from './PhoneInput';
export { QuotaTokenBadge } from './QuotaTokenBadge';
export type { QuotaTokenBadgeProps, QuotaTokenCount } from './QuotaTokenBadge';
export { RewardCard } from './RewardCard';
export type { RewardCardProps } from './RewardCard';
export { RewardPicker } from './RewardPicker';
export type {
  RewardPickerChangeDetails,
  RewardPickerId,
  RewardPickerLoadMoreDetails,
  RewardPickerOption,
  RewardPickerProps,
} from './RewardPicker';
export { REWARD_TYPE_BADGE_TYPES, RewardTypeBadge } from './RewardTypeBadge';
export type { RewardTypeBadgeProps, RewardTypeBadgeType } from './RewardTypeBadge';
export { Select } from './Select';
export type { SelectOption, SelectProps } from './Select';
export { ShareButton, hasWebShare } from './ShareButton';
export type { ShareButtonProps } from './ShareButton';
export { SideNav, SideNavButton } from './SideNav';
export type { SideNavButtonProps, SideNavItem, SideNavProps } from './SideNav';
export { SKELETON_VARIANTS, Skeleton } from './Skeleton';
export type { SkeletonProps, SkeletonVariant } from './Skeleton';
export { SPINNER_SIZES, Spinner } from './Spinner';
export type { SpinnerProps, SpinnerSize } from './Spinner';
export { STACK_ALIGNS, Stack } from './Stack';
export type { StackAlign, StackProps } from './Stack';
export { StatCard } from './StatCard';
export type { StatCardProps } from './StatCard';
export {
  AUTOMATION_STATES,
  STATUS_BADGE_DEFAULT_TONES,
  STATUS_BADGE_STATUSES,
  STATUS_BADGE_TONES,
  StatusBadge,
} from './StatusBadge';
export type { AutomationState, StatusBadgeProps, StatusBadgeStatus, StatusBadgeTone } from './StatusBadge';
export { Switch } from './Switch';
export type { SwitchProps } from './Switch';
export { TabLinks, Tabs } from './Tabs';
export type { TabItem, TabLinkItem, TabLinksProps, TabsProps } from './Tabs';
export { TEXT_ELEMENTS, TEXT_SIZES, TEXT_TONES, TEXT_WEIGHTS, Text } from './Text';
export type { TextElement, TextProps, TextSize, TextTone, TextWeight } from './Text';
export { Textarea } from './Textarea';
export type { TextareaCountDetails, TextareaProps } from './Textarea';
export { TextInput } from './TextInput';
export type { TextInputProps } from './TextInput';
export { GlobalStyle, ThemeProvider } from './ThemeProvider';
export type { ThemeProviderProps } from './ThemeProvider';
export { TOAST_TONES, Toaster, toast } from './Toaster';
export type { ToastOptions, ToastTone, ToasterProps } from './Toaster';
export { TOOLTIP_SIDES, Tooltip, TooltipProvider } from './Tooltip';
export type { TooltipProps, TooltipProviderProps, TooltipSide } from './Tooltip';
export { VISUALLY_HIDDEN_ELEMENTS, VisuallyHidden } from './VisuallyHidden';
export type { VisuallyHiddenElement, VisuallyHiddenProps } from './VisuallyHidden';
