import type { CSSProperties } from 'react';
import { radius, shadow, space, zIndex } from '@merci/tokens';
import { DocsFrame } from './DocsFrame';
import { Mono } from './docs.styles';
import { TokenTable, tokenRows, type TokenRow } from './TokenTable';
import {
  Layer,
  LayerStack,
  RadiusTile,
  ShadowTile,
  ShadowWell,
  SpaceBar,
  SpaceTrack,
} from './SpacingScale.styles';
import { tokenVar, tokenVariable } from './tokenVariables';

/** The spacing steps, each drawn as a bar as wide as the step, sized by its custom property. */
export function SpacingScale() {
  const rows = space.map((_value, step): TokenRow => {
    const variable = tokenVariable('space', step);
    return {
      name: `Step ${step}`,
      themePath: `theme.space[${step}]`,
      variable: variable.name,
      value: variable.value,
      preview: (
        <SpaceTrack>
          <SpaceBar style={{ '--bar': tokenVar('space', step) } as CSSProperties} />
        </SpaceTrack>
      ),
    };
  });
  return <TokenTable caption="Spacing steps" previewLabel="Size" rows={rows} />;
}

/** The corner radii, each on a tile. */
export function RadiusScale() {
  return (
    <TokenTable
      caption="Corner radii"
      rows={tokenRows({
        tokens: radius,
        group: 'radius',
        themePath: 'theme.radius',
        preview: (name) => <RadiusTile style={{ '--radius': tokenVar('radius', name) } as CSSProperties} />,
      })}
    />
  );
}

/** The elevations, each on a card resting on the page background. */
export function ShadowScale() {
  return (
    <TokenTable
      caption="Shadows"
      rows={tokenRows({
        tokens: shadow,
        group: 'shadow',
        themePath: 'theme.shadow',
        preview: (name) => (
          <ShadowWell>
            <ShadowTile style={{ '--shadow': tokenVar('shadow', name) } as CSSProperties} />
          </ShadowWell>
        ),
      })}
    />
  );
}

const layers = Object.entries(zIndex);

/**
 * The stacking layers drawn as overlapping cards. They are written highest first, so the order
 * you see comes from the `z-index` custom properties, not from the document order.
 */
export function ZIndexLayers() {
  return (
    <>
      <DocsFrame>
        <LayerStack style={{ '--layers': layers.length } as CSSProperties} aria-hidden="true">
          {layers
            .map(([name, token], index) => (
              <Layer
                key={name}
                style={
                  {
                    '--layer-index': index,
                    '--layer-z': tokenVar('z-index', name),
                  } as CSSProperties
                }
              >
                <strong>{name}</strong> <Mono>{token.value}</Mono>
              </Layer>
            ))
            .reverse()}
        </LayerStack>
      </DocsFrame>
      <TokenTable
        caption="Stacking layers"
        rows={tokenRows({ tokens: zIndex, group: 'z-index', themePath: 'theme.zIndex' })}
      />
    </>
  );
}
