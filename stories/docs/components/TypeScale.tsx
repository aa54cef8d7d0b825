import type { CSSProperties } from 'react';
import { font, fontSize, fontWeight, lineHeight } from '@merci/tokens';
import { DocsFrame } from './DocsFrame';
import { Chip, Mono, Muted } from './docs.styles';
import { TokenTable, tokenRows } from './TokenTable';
import {
  FamilySample,
  LineSample,
  ScaleList,
  ScaleMeta,
  ScaleName,
  ScaleRow,
  ScaleSample,
  WeightSample,
} from './TypeScale.styles';
import { tokenVariable } from './tokenVariables';

/** French samples, as a merchant reads them. U+202F is the narrow no-break space before « ! ». */
const SAMPLES = {
  family: 'Merci Léa\u202f! Votre story a fait découvrir la boutique à 1\u202f240 abonnés.',
  familyMono: 'MERCI-LEA-15 · BIENVENUE10',
  size: 'Merci pour la story, Léa\u202f!',
  weight: 'Récompenser l’ambassadrice',
  lineHeight:
    'Léa a mentionné votre boutique dans une story vue 1\u202f240 fois. Offrez-lui un code promo pour la remercier et lui donner envie de revenir.',
} as const;

/** The two families, each set in itself. */
export function FontFamilies() {
  return (
    <TokenTable
      caption="Font families"
      previewLabel="Sample"
      rows={tokenRows({
        tokens: font,
        group: 'font',
        themePath: 'theme.font',
        preview: (name, value) => (
          <FamilySample style={{ '--sample-family': value } as CSSProperties}>
            {name === 'familyMono' ? SAMPLES.familyMono : SAMPLES.family}
          </FamilySample>
        ),
      })}
    />
  );
}

/** The size scale, smallest first, each size setting the same French sentence. */
export function TypeScale() {
  return (
    <DocsFrame>
      <ScaleList>
        {Object.entries(fontSize).map(([name, token]) => (
          <ScaleRow key={name}>
            <ScaleMeta>
              <ScaleName>{name}</ScaleName>
              <Chip>{tokenVariable('font-size', name).name}</Chip>
              <Muted>
                <Mono>
                  theme.font.size.{name} · {token.value}
                </Mono>
              </Muted>
              <Muted>{token.description}</Muted>
            </ScaleMeta>
            <ScaleSample style={{ '--sample-size': token.value } as CSSProperties}>
              {SAMPLES.size}
            </ScaleSample>
          </ScaleRow>
        ))}
      </ScaleList>
    </DocsFrame>
  );
}

/** The four weights, each on the same label. */
export function FontWeights() {
  return (
    <TokenTable
      caption="Font weights"
      previewLabel="Sample"
      rows={tokenRows({
        tokens: fontWeight,
        group: 'font-weight',
        themePath: 'theme.font.weight',
        preview: (_name, value) => (
          <WeightSample style={{ '--sample-weight': value } as CSSProperties}>{SAMPLES.weight}</WeightSample>
        ),
      })}
    />
  );
}

/** The line heights, each on a short paragraph whose line boxes are tinted. */
export function LineHeights() {
  return (
    <TokenTable
      caption="Line heights"
      previewLabel="Sample"
      rows={tokenRows({
        tokens: lineHeight,
        group: 'line-height',
        themePath: 'theme.font.lineHeight',
        preview: (_name, value) => (
          <LineSample style={{ '--sample-line-height': value } as CSSProperties}>
            {SAMPLES.lineHeight}
          </LineSample>
        ),
      })}
    />
  );
}
