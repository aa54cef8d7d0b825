// Inter's faces and files (self-hosted), imported once by what draws the kit: the dashboard's
// entry, which the build writes into the page itself, and Storybook's preview. Not by
// GlobalStyle, so that the faces stay with the page and are not asked for again by every chunk
// that draws with the theme.
import '@fontsource-variable/inter';
