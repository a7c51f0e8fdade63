// Federation settings of the operator console remote: one exposed module, the whole console with
// its own route table under /operator (the shell hands it every /operator/* address).
export default {
  name: 'operator',
  filename: 'remoteEntry.js',
  exposes: {
    './OperatorApp': './src/exposes/operator-app.ts',
  },
};
