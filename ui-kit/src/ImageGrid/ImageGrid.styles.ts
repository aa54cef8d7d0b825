import styled from 'styled-components';
import { HOME_IMAGE_SIZE_PX } from '@merci/domain';

/** Custom property that holds the side of each square (SPEC §9: 150 px on the home). */
export const imageSizeVariable = '--merci-image-grid-size';

export const StyledImageGrid = styled.div`
  ${imageSizeVariable}: ${HOME_IMAGE_SIZE_PX}px;
  min-width: 0;
  container-type: inline-size;
`;

/**
 * As many columns of fixed squares as the width holds; where not even two fit (a phone), two
 * columns of smaller squares rather than one 150 px column beside an empty half.
 */
export const ImageList = styled.ul`
  /* base */
  display: grid;
  grid-template-columns: repeat(auto-fill, var(${imageSizeVariable}));
  margin: 0;
  padding: 0;
  list-style: none;

  @container (max-width: ${({ theme }) => HOME_IMAGE_SIZE_PX * 2 + theme.space[3] - 1}px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  /* size */
  gap: ${({ theme }) => theme.space[3]}px;
`;

export const ImageTile = styled.li`
  /* base */
  display: block;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.md};

  /* size */
  width: 100%;
  aspect-ratio: 1;

  /* colour */
  background: ${({ theme }) => theme.color.surfaceSubtle};
`;

export const TileLink = styled.a`
  /* base */
  display: block;
  width: 100%;
  height: 100%;
  border-radius: inherit;

  /* states */
  &:hover img {
    opacity: 0.85;
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: -3px;
  }
`;

export const TileImage = styled.img`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
  transition: opacity ${({ theme }) => theme.motion.fast}ms ${({ theme }) => theme.easing.standard};
`;

/** Stands in for a missing or broken picture; named by the image's alternative text. */
export const TilePlaceholder = styled.span`
  /* base */
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  height: 100%;
  border-radius: inherit;

  /* colour: a hairline keeps the square visible on a subtle page as on a white card */
  color: ${({ theme }) => theme.color.textMuted};
  background: ${({ theme }) => theme.color.surfaceSubtle};
  box-shadow: inset 0 0 0 1px ${({ theme }) => theme.color.borderDefault};
`;
