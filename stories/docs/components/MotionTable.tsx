import { useState, type CSSProperties } from 'react';
import { easing, motion } from '@merci/tokens';
import { Button } from '@merci/ui-kit';
import { DocsFrame } from './DocsFrame';
import { Chip, Mono, Muted, SectionLead, Stack } from './docs.styles';
import { TokenTable, tokenRows } from './TokenTable';
import { Countdown, CurveFrame, CurveGrid, Demo, DemoTrack, FadeDot } from './MotionTable.styles';
import { tokenVar, tokenVariable } from './tokenVariables';

/** Durations longer than this are delays (the toast's auto-close), drawn as a countdown. */
const LONGEST_ANIMATION_MS = 1000;

function MotionDemo({ name, duration }: { name: string; duration: number }) {
  const [isOn, setIsOn] = useState(false);
  const isDelay = duration > LONGEST_ANIMATION_MS;
  const style = {
    '--demo-duration': tokenVar('motion', name),
    '--demo-easing': tokenVar('easing', 'standard'),
  } as CSSProperties;
  return (
    <Demo>
      <Button variant="secondary" size="sm" aria-label={`Play ${name}`} onClick={() => setIsOn(!isOn)}>
        Play
      </Button>
      <DemoTrack style={style}>
        {isDelay ? <Countdown $isRunning={isOn} /> : <FadeDot $isShown={isOn} />}
      </DemoTrack>
    </Demo>
  );
}

/** The durations, shortest first, each with a demo button (off under prefers-reduced-motion). */
export function MotionTable() {
  return (
    <TokenTable
      caption="Motion durations"
      previewLabel="Try it"
      rows={tokenRows({
        tokens: motion,
        group: 'motion',
        themePath: 'theme.motion',
        preview: (name, value) => <MotionDemo name={name} duration={value} />,
      })}
    />
  );
}

/** `cubic-bezier(x1, y1, x2, y2)` → its four numbers, or undefined for a keyword. */
function controlPoints(value: string): [number, number, number, number] | undefined {
  const numbers = /^cubic-bezier\(([^)]+)\)$/.exec(value)?.[1]?.split(',').map(Number);
  if (numbers?.length !== 4 || numbers.some(Number.isNaN)) return undefined;
  return numbers as [number, number, number, number];
}

const CURVE_SIZE = 100;

/** Each easing drawn as its curve: time across, progress up. */
export function EasingCurves() {
  return (
    <DocsFrame>
      <SectionLead>Time runs left to right, progress bottom to top.</SectionLead>
      <CurveGrid>
        {Object.entries(easing).map(([name, token]) => {
          const points = controlPoints(token.value);
          const path = points
            ? `M0,${CURVE_SIZE} C${points[0] * CURVE_SIZE},${CURVE_SIZE - points[1] * CURVE_SIZE} ${
                points[2] * CURVE_SIZE
              },${CURVE_SIZE - points[3] * CURVE_SIZE} ${CURVE_SIZE},0`
            : undefined;
          return (
            <CurveFrame key={name}>
              {path && (
                <svg
                  viewBox={`-4 -4 ${CURVE_SIZE + 8} ${CURVE_SIZE + 8}`}
                  role="img"
                  aria-label={`${name} easing curve`}
                >
                  <path d={`M0,${CURVE_SIZE} L${CURVE_SIZE},0`} className="diagonal" />
                  <path d={path} className="curve" />
                </svg>
              )}
              <Stack>
                <strong>{name}</strong>
                <Chip>{tokenVariable('easing', name).name}</Chip>
                <Muted>
                  <Mono>{token.value}</Mono>
                </Muted>
                <Muted>{token.description}</Muted>
              </Stack>
            </CurveFrame>
          );
        })}
      </CurveGrid>
    </DocsFrame>
  );
}
