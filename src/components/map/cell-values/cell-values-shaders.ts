/** How many class edges the shader takes; every set of colour classes has at most this many. */
export const MAX_EDGES = 8

/**
 * One instanced quad per place (a 1D node: four equal corners spread to a square of
 * `u_point_radius` pixels): its four corners (relative to the origin the matrix adds back),
 * its value and its mark. The class is found here, once per corner; a transparent class or
 * NOT_DRAWN (lib/results-file/colour-classes) collapses the quad to a point, so dry cells cost no fragments.
 */
export const VERTEX_SHADER = `#version 300 es
precision highp float;
in vec4 a_south;
in vec4 a_north;
in float a_value;
in float a_mark;
uniform mat4 u_matrix;
uniform float u_edges[${MAX_EDGES}];
uniform vec4 u_colours[${MAX_EDGES + 1}];
uniform float u_opacity;
uniform float u_point_radius;
uniform vec2 u_viewport;
out vec4 v_colour;
out vec2 v_side;
flat out int v_mark;
flat out int v_dot;
void main() {
  int corner = gl_VertexID;
  vec2 position = corner == 0 ? a_south.xy : corner == 1 ? a_south.zw : corner == 2 ? a_north.xy : a_north.zw;
  int level = 0;
  for (int i = 0; i < ${MAX_EDGES}; i++) {
    if (a_value >= u_edges[i]) level = i + 1;
  }
  vec4 colour = u_colours[level];
  int mark = int(a_mark + 0.5);
  if (mark > 0 && colour.a == 0.0) colour = vec4(0.55, 0.55, 0.55, 1.0);
  bool hidden = a_value < -1.0e38 || colour.a == 0.0;
  vec4 projected = u_matrix * vec4(position, 0.0, 1.0);
  vec2 side = vec2(corner == 1 || corner == 3 ? 1.0 : -1.0, corner >= 2 ? 1.0 : -1.0);
  if (u_point_radius > 0.0) {
    projected.xy += side * u_point_radius * 2.0 / u_viewport * projected.w;
  }
  v_side = side;
  v_dot = u_point_radius > 0.0 ? 1 : 0;
  gl_Position = hidden ? vec4(2.0, 2.0, 2.0, 1.0) : projected;
  float alpha = colour.a * u_opacity;
  v_colour = vec4(colour.rgb * alpha, alpha);
  v_mark = mark;
}
`

/** Premultiplied colour; a dot is round; a marked quad is hatched: up for mark 1, down for 2. */
export const FRAGMENT_SHADER = `#version 300 es
precision mediump float;
in vec4 v_colour;
in vec2 v_side;
flat in int v_mark;
flat in int v_dot;
out vec4 fragColor;
void main() {
  if (v_dot == 1 && dot(v_side, v_side) > 1.0) discard;
  vec4 colour = v_colour;
  if (v_mark > 0) {
    float along = v_mark == 1 ? gl_FragCoord.x + gl_FragCoord.y : gl_FragCoord.x - gl_FragCoord.y;
    if (mod(along, 6.0) < 2.0) colour = vec4(0.05, 0.05, 0.05, 1.0);
  }
  fragColor = colour;
}
`
