import type { ReactNode } from 'react';
import { DocsFrame } from './DocsFrame';
import { DocsTable } from './DocsTable';
import { Mono, RowTh, Stack, Td, Th, ThemePath, VarName } from './docs.styles';
import { tokenVariable } from './tokenVariables';

export interface TokenRow {
  /** Theme key, also the row's header, e.g. `semibold`. */
  name: string;
  /** How a styled component reads it, e.g. `theme.font.weight.semibold`. */
  themePath: string;
  /** The custom property emitted by `cssVariables()`. */
  variable: string;
  /** The value with its unit, as the custom property holds it. */
  value: string;
  /** The token's one-line description, when it has one. */
  description?: string;
  /** A drawing of the token, shown in the first column. */
  preview?: ReactNode;
}

type Described = Record<string, { value: string | number; description: string }>;

export interface TokenRowsOptions<T extends Described> {
  /** The token object, e.g. `fontWeight`. */
  tokens: T;
  /** The group of `cssVariables()`, e.g. `font-weight`. */
  group: string;
  /** Where the theme holds the same values, e.g. `theme.font.weight`. */
  themePath: string;
  /** A drawing of one token. */
  preview?: (name: keyof T & string, value: T[keyof T]['value']) => ReactNode;
}

/** One row per token of a `{ value, description }` group, with its custom property. */
export function tokenRows<T extends Described>({ tokens, group, themePath, preview }: TokenRowsOptions<T>) {
  return Object.entries(tokens).map(([name, token]): TokenRow => {
    const variable = tokenVariable(group, name);
    return {
      name,
      themePath: `${themePath}.${name}`,
      variable: variable.name,
      value: variable.value,
      description: token.description,
      preview: preview?.(name, token.value as T[keyof T]['value']),
    };
  });
}

export interface TokenTableProps {
  /** What the table lists, read by assistive technologies. */
  caption: string;
  /** The tokens, one per row. */
  rows: readonly TokenRow[];
  /** Header of the preview column, when rows carry a preview. */
  previewLabel?: string;
}

/** A table of tokens: preview, name and theme path, custom property, value and description. */
export function TokenTable({ caption, rows, previewLabel = 'Preview' }: TokenTableProps) {
  const hasPreview = rows.some((row) => row.preview !== undefined);
  const hasDescription = rows.some((row) => row.description !== undefined);
  return (
    <DocsFrame>
      <DocsTable
        caption={caption}
        head={
          <>
            {hasPreview && <Th scope="col">{previewLabel}</Th>}
            <Th scope="col">Token</Th>
            <Th scope="col">CSS custom property</Th>
            <Th scope="col">Value</Th>
            {hasDescription && <Th scope="col">Use</Th>}
          </>
        }
      >
        {rows.map((row) => (
          <tr key={row.name}>
            {hasPreview && <Td>{row.preview}</Td>}
            <RowTh scope="row">
              <Stack>
                <span>{row.name}</span>
                <ThemePath>{row.themePath}</ThemePath>
              </Stack>
            </RowTh>
            <Td>
              <VarName>{row.variable}</VarName>
            </Td>
            {/* Short values (`5000ms`) stay on one line; font stacks and shadows may wrap. */}
            <Td $isNoWrap={!/\s/.test(row.value)}>
              <Mono>{row.value}</Mono>
            </Td>
            {hasDescription && <Td>{row.description}</Td>}
          </tr>
        ))}
      </DocsTable>
    </DocsFrame>
  );
}
