import {
  useEffect,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type HTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { FILTER_DEBOUNCE_MS, isLikeRangeValid } from '@merci/domain';
import { Button } from '../Button';
import { NumberInput } from '../NumberInput';
import { Select } from '../Select';
import { Icon } from '../Icon';
import {
  FilterCountField,
  FilterFields,
  FilterHead,
  FilterReset,
  FilterToggle,
  FilterTypeField,
  StyledFilterBar,
} from './FilterBar.styles';
import { useDebouncedEmit } from './useDebouncedEmit';

/** The filters of the social contents list (SPEC §2): a content type and a like_count range. */
export interface FilterBarValue {
  /** The content type asked for, or null for all types. */
  type: string | null;
  /** Smallest like_count (the API's `likeCount[gte]`), or null for no lower bound. */
  likeMin: number | null;
  /** Largest like_count (the API's `likeCount[lte]`), or null for no upper bound. */
  likeMax: number | null;
}

/** One entry of the type select. */
export interface FilterBarTypeOption {
  /** The value sent in `FilterBarValue.type`, e.g. 'reels'. */
  value: string;
  /** The visible name, e.g. 'Reels'. */
  label: string;
}

/** What `onChange` receives. */
export interface FilterBarChangeDetails {
  /** The whole filter after the change. */
  value: FilterBarValue;
}

export interface FilterBarProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'onChange' | 'defaultValue' | 'children'
> {
  /** The content types offered after 'all', e.g. `[{ value: 'reels', label: 'Reels' }]`. */
  typeOptions: readonly FilterBarTypeOption[];
  /** Label of the type select (e.g. 'Type'). */
  typeLabel: string;
  /** The first option of the type select, which removes the type filter (e.g. 'Tous'). */
  allLabel: string;
  /** Label of the smallest like_count input (e.g. 'J’aime min.'). */
  minLabel: string;
  /** Label of the largest like_count input (e.g. 'J’aime max.'). */
  maxLabel: string;
  /** Text of the button that clears every filter (e.g. 'Réinitialiser'). */
  resetLabel: string;
  /**
   * Shown under the largest like_count while it is below the smallest (e.g. 'Le maximum doit être
   * supérieur ou égal au minimum.'); such a range is never passed to `onChange`.
   */
  rangeErrorLabel: string;
  /**
   * Text of the button that shows and hides the fields below `md` (e.g. 'Filtres (2)', with the
   * number of filters applied); without it, the fields are always shown.
   */
  toggleLabel?: string;
  /**
   * Shown before the toggle button, on its row (e.g. the page's heading): on a phone the button
   * then takes no row of its own, and the fields open below both. It is not part of the search
   * landmark.
   */
  leading?: ReactNode;
  /**
   * Whether the fields are shown below `md`, for a controlled disclosure; the bar keeps its own
   * state otherwise. From `md` the fields are always shown.
   */
  isOpen?: boolean;
  /**
   * Whether the fields are shown first below `md`, for an uncontrolled disclosure.
   * @default false
   */
  defaultIsOpen?: boolean;
  /** Called when the toggle button shows or hides the fields. */
  onOpenChange?: (change: { isOpen: boolean }) => void;
  /** The applied filter, for a controlled bar; leave undefined to let the bar keep its own state. */
  value?: FilterBarValue;
  /**
   * The filter shown first, for an uncontrolled bar.
   * @default no filter (all null)
   */
  defaultValue?: FilterBarValue;
  /**
   * Called with the whole filter: once typing in a number input has paused for `debounceMs`, at
   * once when a type is chosen or Enter is pressed in a number input, and at once (with every
   * field null, dropping a pending change) on reset. Never called with a negative or non-number,
   * nor with a minimum above the maximum.
   */
  onChange?: (change: FilterBarChangeDetails) => void;
  /**
   * Quiet time after the last keystroke in a number input before `onChange` is called.
   * @default FILTER_DEBOUNCE_MS (500)
   */
  debounceMs?: number;
  /** Forwarded to the root element. */
  ref?: Ref<HTMLDivElement>;
}

/** What the inputs show: the type ('' for all) and the two counts as typed. */
interface FilterDraft {
  type: string;
  min: string;
  max: string;
}

const emptyFilter = (): FilterBarValue => ({ type: null, likeMin: null, likeMax: null });
const EMPTY_DRAFT: FilterDraft = { type: '', min: '', max: '' };

/** Digits only (no sign, no decimal mark, no exponent), and a number JavaScript holds exactly. */
const isAcceptedCount = (text: string) => /^\d*$/.test(text) && Number.isSafeInteger(Number(text));

const countText = (count: number | null) =>
  count !== null && Number.isSafeInteger(count) && count >= 0 ? String(count) : '';

const toDraft = (value: FilterBarValue): FilterDraft => ({
  type: value.type ?? '',
  min: countText(value.likeMin),
  max: countText(value.likeMax),
});

const toValue = (draft: FilterDraft): FilterBarValue => ({
  type: draft.type === '' ? null : draft.type,
  likeMin: draft.min === '' ? null : Number(draft.min),
  likeMax: draft.max === '' ? null : Number(draft.max),
});

const isSameFilter = (a: FilterBarValue, b: FilterBarValue) =>
  a.type === b.type && a.likeMin === b.likeMin && a.likeMax === b.likeMax;

/**
 * The filters above the social contents list, built on the kit's Select and NumberInput: a type
 * select ('all' plus the given types) and a like_count range (whole numbers of at least 0: a '-',
 * a decimal mark or an exponent is ignored), with a reset button. Typing is debounced (500 ms);
 * a type choice, Enter and reset apply at once; a minimum above the maximum is said under the
 * maximum and not applied. One set of fields, in a row from `md`, stacked below, where a
 * `toggleLabel` puts them behind a disclosure button.
 */
export function FilterBar({
  typeOptions,
  typeLabel,
  allLabel,
  minLabel,
  maxLabel,
  resetLabel,
  rangeErrorLabel,
  toggleLabel,
  leading,
  isOpen: isOpenProp,
  defaultIsOpen = false,
  onOpenChange,
  value,
  defaultValue,
  onChange,
  debounceMs = FILTER_DEBOUNCE_MS,
  'aria-label': label,
  ...rest
}: FilterBarProps) {
  const fieldsId = useId();
  const [isOpenState, setOpenState] = useState(defaultIsOpen);
  const isOpen = isOpenProp ?? isOpenState;
  const toggle = () => {
    setOpenState(!isOpen);
    onOpenChange?.({ isOpen: !isOpen });
  };

  const [draft, setDraft] = useState<FilterDraft>(() => toDraft(value ?? defaultValue ?? emptyFilter()));

  // The filter last applied, so that typing '1' then erasing it does not call onChange for nothing.
  const appliedRef = useRef<FilterBarValue>(value ?? defaultValue ?? emptyFilter());

  // A new `value` from the caller replaces what the inputs show, unless it is what they already say
  // or the echo of our own last change (which must not wipe a keystroke typed since).
  const [emitted, setEmitted] = useState<FilterBarValue | null>(null);
  const [shownValue, setShownValue] = useState(value);
  if (value !== undefined && (shownValue === undefined || !isSameFilter(value, shownValue))) {
    setShownValue(value);
    if (!isSameFilter(value, toValue(draft)) && !(emitted && isSameFilter(value, emitted)))
      setDraft(toDraft(value));
  }
  useEffect(() => {
    if (value !== undefined) appliedRef.current = value;
  }, [value]);

  const debounced = useDebouncedEmit((next: FilterBarValue) => {
    if (!isLikeRangeValid(next) || isSameFilter(next, appliedRef.current)) return;
    appliedRef.current = next;
    setEmitted(next);
    onChange?.({ value: next });
  }, debounceMs);

  const handleTypeChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const next = { ...draft, type: event.target.value };
    setDraft(next);
    debounced.emitNow(toValue(next));
  };

  const handleCountChange = (field: 'min' | 'max') => (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    // What is not a whole number of at least 0 ('5.', '-1', '1e3' pasted) is ignored: React puts
    // the last valid text back. NumberInput already refuses the '-', 'e' and '+' keys.
    if (input.validity.badInput || !isAcceptedCount(input.value) || input.value === draft[field]) return;
    const text = input.value;
    const next = { ...draft, [field]: text };
    setDraft(next);
    // A range upside down waits for a correction: nothing is applied, the field says why.
    if (isLikeRangeValid(toValue(next))) debounced.schedule(toValue(next));
    else debounced.cancel();
  };

  const rangeError = isLikeRangeValid(toValue(draft)) ? undefined : rangeErrorLabel;

  const handleCountKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') debounced.emitNow(toValue(draft));
  };

  const handleReset = () => {
    debounced.cancel();
    setDraft(EMPTY_DRAFT);
    appliedRef.current = emptyFilter();
    setEmitted(emptyFilter());
    onChange?.({ value: emptyFilter() });
  };

  return (
    <StyledFilterBar {...rest}>
      {toggleLabel !== undefined || leading ? (
        <FilterHead $hasLeading={Boolean(leading)}>
          {leading}
          {toggleLabel !== undefined ? (
            <FilterToggle>
              <Button
                variant="secondary"
                startIcon={<Icon name="filter" />}
                aria-expanded={isOpen}
                aria-controls={fieldsId}
                onClick={toggle}
              >
                {toggleLabel}
              </Button>
            </FilterToggle>
          ) : null}
        </FilterHead>
      ) : null}
      <FilterFields
        role="search"
        aria-label={label}
        id={fieldsId}
        $isCollapsed={toggleLabel !== undefined && !isOpen}
      >
        <FilterTypeField>
          <Select
            label={typeLabel}
            placeholder={allLabel}
            options={typeOptions}
            value={draft.type}
            onChange={handleTypeChange}
          />
        </FilterTypeField>
        <FilterCountField>
          <NumberInput
            label={minLabel}
            min={0}
            step={1}
            autoComplete="off"
            value={draft.min}
            onChange={handleCountChange('min')}
            onKeyDown={handleCountKeyDown}
          />
        </FilterCountField>
        <FilterCountField>
          <NumberInput
            label={maxLabel}
            min={0}
            step={1}
            autoComplete="off"
            value={draft.max}
            error={rangeError}
            onChange={handleCountChange('max')}
            onKeyDown={handleCountKeyDown}
          />
        </FilterCountField>
        <FilterReset>
          <Button variant="secondary" onClick={handleReset}>
            {resetLabel}
          </Button>
        </FilterReset>
      </FilterFields>
    </StyledFilterBar>
  );
}
