import type { CSSProperties } from 'react';
import { color, type ColorToken } from '@merci/tokens';
import { DocsFrame } from './DocsFrame';
import { Chip, Mono, Muted, Section, SectionLead, SectionTitle } from './docs.styles';
import {
  ColorBlock,
  SwatchBody,
  SwatchCard,
  SwatchDescription,
  SwatchGrid,
  SwatchName,
} from './ColorSwatches.styles';
import { tokenVar, tokenVariable } from './tokenVariables';

const FAMILIES = [
  'brand',
  'neutrals',
  'surfaces',
  'text',
  'borders',
  'feedback',
  'rewards',
  'other',
] as const;
type Family = (typeof FAMILIES)[number];

const familyDetails: Record<Family, { title: string; lead: string }> = {
  brand: {
    title: 'Brand',
    lead: 'The merci violet with its hover and pressed states, and the tint behind the active navigation item.',
  },
  neutrals: {
    title: 'Neutrals',
    lead: 'The grey ramp, lightest first. Components reach for the surface, text and border tokens below, which name what a grey is for.',
  },
  surfaces: {
    title: 'Surfaces',
    lead: 'What components are painted on: cards and inputs, the page behind them, skeletons, dark grounds and the modal backdrop.',
  },
  text: {
    title: 'Text',
    lead: 'Text on light surfaces, plus the colours for text on the brand colour and on the inverse surface.',
  },
  borders: {
    title: 'Borders & focus',
    lead: 'Hairlines, input edges (at least 3:1 against their surface) and the ring around whatever has keyboard focus.',
  },
  feedback: {
    title: 'Feedback',
    lead: 'Success, danger, warning and info each have a surface, a text and an edge colour; danger also has a solid fill for destructive buttons.',
  },
  rewards: {
    title: 'Reward types',
    lead: 'One badge per reward type of SPEC §2: a tinted surface and the text colour that reads on it.',
  },
  other: {
    title: 'Other',
    lead: 'Tokens that fit no family yet: give them one in ColorSwatches.tsx.',
  },
};

/** The family of a colour, read from its name (see the naming grammar in tokens/README.md). */
function familyOf(token: ColorToken): Family {
  if (/Reward/.test(token)) return 'rewards';
  if (/^danger|Success|Danger|Warning|Info/.test(token)) return 'feedback';
  if (token.startsWith('brand')) return 'brand';
  if (token.startsWith('neutral')) return 'neutrals';
  if (token.startsWith('surface')) return 'surfaces';
  if (token.startsWith('text')) return 'text';
  if (token.startsWith('border') || token.startsWith('focus')) return 'borders';
  return 'other';
}

const tokens = Object.keys(color) as ColorToken[];

function Swatch({ token }: { token: ColorToken }) {
  const variable = tokenVariable('color', token);
  const paint = tokenVar('color', token);
  return (
    <SwatchCard>
      <ColorBlock style={{ '--swatch': paint } as CSSProperties} />
      <SwatchBody>
        <SwatchName>{token}</SwatchName>
        <Chip>{variable.name}</Chip>
        <Muted>
          <Mono>{color[token].value}</Mono>
        </Muted>
        <SwatchDescription>{color[token].description}</SwatchDescription>
      </SwatchBody>
    </SwatchCard>
  );
}

/**
 * Every colour token by family, each painted with its own custom property: the colour, the theme
 * key, the `--merci-color-…` name, the value and the description.
 */
export function ColorSwatches() {
  return (
    <DocsFrame>
      {FAMILIES.map((family) => {
        const members = tokens.filter((token) => familyOf(token) === family);
        if (members.length === 0) return null;
        return (
          <Section key={family} aria-labelledby={`colour-family-${family}`}>
            <SectionTitle id={`colour-family-${family}`}>{familyDetails[family].title}</SectionTitle>
            <SectionLead>{familyDetails[family].lead}</SectionLead>
            <SwatchGrid>
              {members.map((token) => (
                <Swatch key={token} token={token} />
              ))}
            </SwatchGrid>
          </Section>
        );
      })}
    </DocsFrame>
  );
}
