// 12: the difference's classes, six each side of zero.
export const MAX_EDGES = 12

/** A marked place of a transparent class is grey, so a change shows. */
export const CLASS_COLOUR = `
uniform float u_edges[${MAX_EDGES}];
uniform vec4 u_colours[${MAX_EDGES + 1}];
vec4 classColour(float value, int mark) {
  int level = 0;
  for (int i = 0; i < ${MAX_EDGES}; i++) {
    if (value >= u_edges[i]) level = i + 1;
  }
  vec4 colour = u_colours[level];
  if (mark > 0 && colour.a == 0.0) colour = vec4(0.55, 0.55, 0.55, 1.0);
  return colour;
}
`

export const HATCHED = `
vec4 hatched(vec4 colour, int mark) {
  if (mark > 0) {
    float along = mark == 1 ? gl_FragCoord.x + gl_FragCoord.y : gl_FragCoord.x - gl_FragCoord.y;
    if (mod(along, 6.0) < 2.0) return vec4(0.05, 0.05, 0.05, 1.0);
  }
  return colour;
}
`

/** Not instanced: a software GPU pays ~10 µs per instance, seconds a frame at 10^6 cells. */
export const VERTEX_SHADER = `#version 300 es
precision highp float;
precision highp int;
uniform highp sampler2D u_corners;
uniform highp sampler2D u_values;
uniform highp usampler2D u_marks;
uniform int u_width;
uniform mat4 u_matrix;
${CLASS_COLOUR}
uniform float u_opacity;
uniform float u_point_radius;
uniform vec2 u_viewport;
out vec4 v_colour;
out vec2 v_side;
flat out int v_mark;
flat out int v_dot;
// South-west, south-east, north-west; north-west, south-east, north-east.
const int CORNER[6] = int[6](0, 1, 2, 2, 1, 3);
void main() {
  int place = gl_VertexID / 6;
  int corner = CORNER[gl_VertexID - place * 6];
  ivec2 at = ivec2(place % u_width, place / u_width);
  float value = texelFetch(u_values, at, 0).r;
  int mark = int(texelFetch(u_marks, at, 0).r);
  vec4 colour = classColour(value, mark);
  v_dot = u_point_radius > 0.0 ? 1 : 0;
  if (value < -1.0e38 || colour.a == 0.0) {
    gl_Position = vec4(2.0, 2.0, 2.0, 1.0);
    v_colour = vec4(0.0);
    v_side = vec2(0.0);
    v_mark = 0;
    return;
  }
  vec4 south_or_north = texelFetch(u_corners, ivec2(at.x * 2 + corner / 2, at.y), 0);
  vec2 position = corner % 2 == 0 ? south_or_north.xy : south_or_north.zw;
  vec4 projected = u_matrix * vec4(position, 0.0, 1.0);
  vec2 side = vec2(corner % 2 == 1 ? 1.0 : -1.0, corner >= 2 ? 1.0 : -1.0);
  if (u_point_radius > 0.0) {
    projected.xy += side * u_point_radius * 2.0 / u_viewport * projected.w;
  }
  v_side = side;
  gl_Position = projected;
  float alpha = colour.a * u_opacity;
  v_colour = vec4(colour.rgb * alpha, alpha);
  v_mark = mark;
}
`

export const FRAGMENT_SHADER = `#version 300 es
precision mediump float;
in vec4 v_colour;
in vec2 v_side;
flat in int v_mark;
flat in int v_dot;
out vec4 fragColor;
${HATCHED}
void main() {
  if (v_dot == 1 && dot(v_side, v_side) > 1.0) discard;
  fragColor = hatched(v_colour, v_mark);
}
`
