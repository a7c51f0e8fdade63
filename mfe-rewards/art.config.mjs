// The rewards' art (mfe-rewards/scripts/make-reward-art.mjs), under 2 KB each: imported as its
// markup and drawn inline in the card, by the build (webpack.config.mjs) and in tests
// (jest.config.mjs) alike. The cards are the rewards page's first screen: drawn inline, their
// pictures paint with them and build no SVG document of their own (tooling/webpack.base.mjs).
export const markupSvg = /[\\/]assets[\\/]rewards[\\/]reward-\d+\.svg$/;
