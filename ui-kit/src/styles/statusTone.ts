import { css, type RuleSet } from 'styled-components';

type StatusTone = 'success' | 'danger' | 'warning' | 'info';

/** Each status tone's text, tinted surface and edge colours; text on surface is a pair checked in `contrastPairs`. */
const toneColours = {
  success: { text: 'textSuccess', surface: 'surfaceSuccess', border: 'borderSuccess' },
  danger: { text: 'textDanger', surface: 'surfaceDanger', border: 'borderDanger' },
  warning: { text: 'textWarning', surface: 'surfaceWarning', border: 'borderWarning' },
  info: { text: 'textInfo', surface: 'surfaceInfo', border: 'borderInfo' },
} as const;

type ToneColours = (typeof toneColours)[StatusTone];

function perTone(block: (colours: ToneColours) => RuleSet<object>): Record<StatusTone, RuleSet<object>> {
  return {
    success: block(toneColours.success),
    danger: block(toneColours.danger),
    warning: block(toneColours.warning),
    info: block(toneColours.info),
  };
}

/** Text in the colour of the tone, on whatever surface. */
export const toneTextStyles = perTone(
  ({ text }) => css`
    color: ${({ theme }) => theme.color[text]};
  `,
);

/** Text on the tinted surface of the tone (a badge, a box). */
export const toneSurfaceStyles = perTone(
  ({ text, surface }) => css`
    color: ${({ theme }) => theme.color[text]};
    background: ${({ theme }) => theme.color[surface]};
  `,
);

/** A message box of the tone: text and surface with the tone's edge (an alert, a banner, a toast). */
export const toneMessageStyles = perTone(
  ({ text, surface, border }) => css`
    color: ${({ theme }) => theme.color[text]};
    background: ${({ theme }) => theme.color[surface]};
    border-color: ${({ theme }) => theme.color[border]};
  `,
);

/** The icon at the start of a message, one line of text high so that it sits on the first line. */
export const messageIconStyles = css`
  display: inline-flex;
  flex: none;
  align-items: center;
  height: calc(1em * ${({ theme }) => theme.font.lineHeight.normal});

  svg {
    width: ${({ theme }) => theme.space[5]}px;
    height: ${({ theme }) => theme.space[5]}px;
  }
`;

/** The box of an alert or a toast: icon, body and dismiss button on a row, a thick start edge. */
export const messageBoxStyles = css`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]}px;
  border: 1px solid transparent;
  border-left-width: ${({ theme }) => theme.space[1]}px;
  border-radius: ${({ theme }) => theme.radius.md};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
`;
