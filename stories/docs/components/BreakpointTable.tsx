import type { CSSProperties } from 'react';
import { breakpoints, media, type Breakpoint } from '@merci/tokens';
import { breakpointViewports } from '../../../.storybook/viewports';
import { DocsFrame } from './DocsFrame';
import { DocsTable } from './DocsTable';
import { Chip, Mono, Muted, RowTh, Stack, Td, Th, VarName } from './docs.styles';
import { Ruler, RulerLabel, RulerSegment } from './BreakpointTable.styles';
import { tokenVariable } from './tokenVariables';

/** `media.down()` sits 0.02 px under the next breakpoint; the same gap ends each range. */
const RANGE_GAP_PX = 0.02;

const ranges = breakpoints.map(([name, minWidth], index) => {
  const next = breakpoints[index + 1];
  return { name, minWidth, maxWidth: next ? next[1] - RANGE_GAP_PX : undefined };
});

/** Width given on the ruler to the open-ended last range, as a share of the previous one. */
const OPEN_RANGE_SHARE = 1.5;

function viewportFor(name: Breakpoint): string | undefined {
  return breakpointViewports[name]?.name;
}

/** The six ranges side by side, each as wide as the pixels it covers. */
export function BreakpointRuler() {
  const lastClosed = ranges.at(-2);
  const openWidth =
    lastClosed?.maxWidth !== undefined ? (lastClosed.maxWidth - lastClosed.minWidth) * OPEN_RANGE_SHARE : 0;
  return (
    <DocsFrame>
      <Ruler aria-hidden="true">
        {ranges.map((range) => (
          <RulerSegment
            key={range.name}
            style={
              { '--grow': (range.maxWidth ?? range.minWidth + openWidth) - range.minWidth } as CSSProperties
            }
          >
            <RulerLabel>
              <strong>{range.name}</strong>
              <Mono>
                {range.minWidth}
                {range.maxWidth === undefined ? '+' : ''}
              </Mono>
            </RulerLabel>
          </RulerSegment>
        ))}
      </Ruler>
    </DocsFrame>
  );
}

/** Each breakpoint: its range, custom property, Storybook viewport and the queries `media` writes. */
export function BreakpointTable() {
  return (
    <DocsFrame>
      <DocsTable
        caption="Breakpoints, smallest first"
        head={
          <>
            <Th scope="col">Name</Th>
            <Th scope="col">Width</Th>
            <Th scope="col">CSS custom property</Th>
            <Th scope="col">Storybook viewport</Th>
            <Th scope="col">Queries</Th>
          </>
        }
      >
        {ranges.map((range) => (
          <tr key={range.name}>
            <RowTh scope="row">{range.name}</RowTh>
            <Td>
              {range.maxWidth === undefined
                ? `${range.minWidth} px and wider`
                : `${range.minWidth} – ${range.maxWidth} px`}
            </Td>
            <Td>
              <Stack>
                <VarName>{tokenVariable('breakpoint', range.name).name}</VarName>
                <Muted>
                  <Mono>{tokenVariable('breakpoint', range.name).value}</Mono>
                </Muted>
              </Stack>
            </Td>
            <Td>{viewportFor(range.name) ?? '—'}</Td>
            <Td>
              <Stack>
                <Mono>
                  <Muted>up:</Muted> {media.up(range.name)}
                </Mono>
                <Mono>
                  <Muted>down:</Muted>{' '}
                  {range.minWidth === 0 ? 'never matches (nothing is narrower)' : media.down(range.name)}
                </Mono>
              </Stack>
            </Td>
          </tr>
        ))}
      </DocsTable>
    </DocsFrame>
  );
}

export interface MediaExamplesProps {
  /** The helper calls to show, e.g. `[['up', 'md'], ['down', 'lg']]`. */
  calls: readonly (readonly ['up' | 'down', Breakpoint])[];
}

/** Helper calls next to the media query each one returns, computed by the helper itself. */
export function MediaExamples({ calls }: MediaExamplesProps) {
  return (
    <DocsFrame>
      <DocsTable
        caption="What the media helpers return"
        head={
          <>
            <Th scope="col">Call</Th>
            <Th scope="col">Returns</Th>
            <Th scope="col">Matches</Th>
          </>
        }
      >
        {calls.map(([direction, name]) => {
          const range = ranges.find((candidate) => candidate.name === name);
          return (
            <tr key={`${direction}-${name}`}>
              <RowTh scope="row">
                <Chip>
                  theme.media.{direction}(&apos;{name}&apos;)
                </Chip>
              </RowTh>
              <Td>
                <Mono>{media[direction](name)}</Mono>
              </Td>
              <Td>
                {direction === 'up'
                  ? `${name} and wider, from ${range?.minWidth ?? '?'} px`
                  : `narrower than ${name}, below ${range?.minWidth ?? '?'} px`}
              </Td>
            </tr>
          );
        })}
      </DocsTable>
    </DocsFrame>
  );
}
