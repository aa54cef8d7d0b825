/** The rewards chart's height in px: the chart's and its skeleton's while its code arrives. */
export const CHART_HEIGHT = 280;
