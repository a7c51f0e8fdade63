export interface ChartPoint {
  label: string;
  value: number;
}

/** A small inline-SVG bar chart (no chart library: a few rectangles), labelled for screen readers. */
export function BarChart({ title, points }: { title: string; points: ChartPoint[] }) {
  const width = 280;
  const height = 96;
  const max = Math.max(1, ...points.map((p) => p.value));
  const slot = points.length ? width / points.length : width;
  const summary = points.map((p) => `${p.label}: ${p.value}`).join(', ');
  return (
    <figure className="op-chart">
      <figcaption>{title}</figcaption>
      <svg
        viewBox={`0 0 ${width} ${height + 16}`}
        role="img"
        aria-label={`${title}. ${summary || 'No data'}`}
      >
        {points.map((p, i) => {
          const h = Math.round((p.value / max) * height);
          return (
            <g key={p.label}>
              <rect x={i * slot + 3} y={height - h} width={Math.max(2, slot - 6)} height={h} rx={2} />
              <text x={i * slot + slot / 2} y={height + 12} textAnchor="middle">
                {p.label}
              </text>
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
