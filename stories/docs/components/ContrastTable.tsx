import type { CSSProperties } from 'react';
import { color, contrastPairs, contrastRatio, type ColorToken } from '@merci/tokens';
import { DocsFrame } from './DocsFrame';
import { DocsTable } from './DocsTable';
import { Chip, Muted, RowTh, SectionLead, Stack, Td, Th } from './docs.styles';
import { Dot, Sample, TokenName, Verdict } from './ContrastTable.styles';
import { tokenVar } from './tokenVariables';

/** WCAG 2.x AA: 4.5:1 for text, 3:1 for large text (24 px, or 18.66 px bold) and non-text. */
const AA_THRESHOLD = { text: 4.5, large: 3 } as const;

const SAMPLE_TEXT = 'Récompenser';
const LARGE_SAMPLE_TEXT = 'Aa';

const rows = contrastPairs.map((pair) => {
  const ratio = contrastRatio(color[pair.foreground].value, color[pair.background].value);
  const threshold = pair.large ? AA_THRESHOLD.large : AA_THRESHOLD.text;
  return { ...pair, isLarge: pair.large ?? false, ratio, threshold, passes: ratio >= threshold };
});

function TokenCell({ token }: { token: ColorToken }) {
  return (
    <TokenName>
      <Dot style={{ '--dot': tokenVar('color', token) } as CSSProperties} />
      {token}
    </TokenName>
  );
}

/**
 * Every foreground/background pair of `contrastPairs` with its WCAG contrast ratio, the AA
 * threshold it must reach and a sample of the foreground on the background.
 */
export function ContrastTable() {
  const passing = rows.filter((row) => row.passes).length;
  return (
    <DocsFrame>
      <SectionLead>
        {passing} of {rows.length} pairs reach WCAG AA. The same pairs are checked by{' '}
        <Chip>tokens/src/contrast.test.ts</Chip>, so a colour change that breaks one fails the build.
      </SectionLead>
      <DocsTable
        caption="Contrast of each text and background pair drawn by ui-kit"
        head={
          <>
            <Th scope="col">Sample</Th>
            <Th scope="col">Foreground</Th>
            <Th scope="col">Background</Th>
            <Th scope="col" $isNumeric>
              Ratio
            </Th>
            <Th scope="col">AA needs</Th>
            <Th scope="col">Result</Th>
          </>
        }
      >
        {rows.map((row) => (
          <tr key={`${row.foreground}-${row.background}`}>
            <Td>
              <Sample
                $isLarge={row.isLarge}
                style={
                  {
                    '--sample-fg': tokenVar('color', row.foreground),
                    '--sample-bg': tokenVar('color', row.background),
                  } as CSSProperties
                }
              >
                {row.isLarge ? LARGE_SAMPLE_TEXT : SAMPLE_TEXT}
              </Sample>
            </Td>
            <RowTh scope="row">
              <TokenCell token={row.foreground} />
            </RowTh>
            <Td>
              <TokenCell token={row.background} />
            </Td>
            <Td $isNumeric>{row.ratio.toFixed(2)}:1</Td>
            <Td>
              <Stack>
                <span>{row.threshold}:1</span>
                {row.isLarge && <Muted>large text, non-text</Muted>}
              </Stack>
            </Td>
            <Td>
              <Verdict $passes={row.passes}>{row.passes ? '✓ Pass' : '✗ Fail'}</Verdict>
            </Td>
          </tr>
        ))}
      </DocsTable>
    </DocsFrame>
  );
}
