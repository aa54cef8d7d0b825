import styled from 'styled-components';

export const SpaceTrack = styled.div`
  display: flex;
  align-items: center;
  width: 96px;
  height: 24px;
  border-left: 1px solid ${({ theme }) => theme.color.borderStrong};
`;

export const SpaceBar = styled.div`
  width: var(--bar);
  height: 16px;
  border-radius: 0 ${({ theme }) => `${theme.radius.sm} ${theme.radius.sm}`} 0;
  background: ${({ theme }) => theme.color.brandPrimary};
`;

export const RadiusTile = styled.div`
  width: 88px;
  height: 52px;
  border: 2px solid ${({ theme }) => theme.color.brandPrimary};
  border-radius: var(--radius);
  background: ${({ theme }) => theme.color.brandSubtle};
`;

export const ShadowWell = styled.div`
  padding: ${({ theme }) => theme.space[5]}px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceSubtle};
`;

export const ShadowTile = styled.div`
  width: 112px;
  height: 56px;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surfaceDefault};
  box-shadow: var(--shadow);
`;

const LAYER_STEP_X = 44;
const LAYER_STEP_Y = 34;
const LAYER_HEIGHT = 64;

export const LayerStack = styled.div`
  position: relative;
  isolation: isolate;
  height: calc(${LAYER_HEIGHT}px + (var(--layers) - 1) * ${LAYER_STEP_Y}px);
  padding: ${({ theme }) => theme.space[5]}px;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surfaceSubtle};
  box-sizing: content-box;
`;

export const Layer = styled.div`
  position: absolute;
  top: calc(${({ theme }) => theme.space[5]}px + var(--layer-index) * ${LAYER_STEP_Y}px);
  left: calc(${({ theme }) => theme.space[5]}px + var(--layer-index) * ${LAYER_STEP_X}px);
  z-index: var(--layer-z);
  display: flex;
  gap: ${({ theme }) => theme.space[2]}px;
  align-items: baseline;
  width: 280px;
  height: ${LAYER_HEIGHT}px;
  padding: ${({ theme }) => `${theme.space[2]}px ${theme.space[3]}px`};
  border: 1px solid ${({ theme }) => theme.color.borderDefault};
  border-left: 4px solid ${({ theme }) => theme.color.brandPrimary};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceDefault};
  box-shadow: ${({ theme }) => theme.shadow.md};
`;
