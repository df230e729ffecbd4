import { CLASS_COLOUR, HATCHED } from './cell-values-shaders'

export const RASTER_VERTEX_SHADER = `#version 300 es
precision highp float;
layout(location = 0) in vec2 a_position;
layout(location = 1) in vec2 a_uv;
uniform mat4 u_matrix;
out vec2 v_uv;
void main() {
  v_uv = a_uv;
  gl_Position = u_matrix * vec4(a_position, 0.0, 1.0);
}
`

/** The cost is per pixel the model covers, not per cell. */
export const RASTER_FRAGMENT_SHADER = `#version 300 es
precision highp float;
precision highp int;
uniform highp usampler2D u_raster;
uniform highp sampler2D u_values;
uniform highp usampler2D u_marks;
uniform int u_width;
uniform float u_opacity;
${CLASS_COLOUR}
${HATCHED}
in vec2 v_uv;
out vec4 fragColor;
void main() {
  ivec2 size = textureSize(u_raster, 0);
  ivec2 texel = clamp(ivec2(floor(v_uv * vec2(size))), ivec2(0), size - 1);
  uint cell = texelFetch(u_raster, texel, 0).r;
  if (cell == 0u) discard;
  int place = int(cell - 1u);
  ivec2 at = ivec2(place % u_width, place / u_width);
  float value = texelFetch(u_values, at, 0).r;
  int mark = int(texelFetch(u_marks, at, 0).r);
  vec4 colour = classColour(value, mark);
  if (value < -1.0e38 || colour.a == 0.0) discard;
  float alpha = colour.a * u_opacity;
  fragColor = hatched(vec4(colour.rgb * alpha, alpha), mark);
}
`
