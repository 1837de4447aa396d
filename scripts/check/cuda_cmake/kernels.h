#pragma once
#ifdef __cplusplus
extern "C" {
#endif
int smoke_scale(int n, float a, float* d_x);
const char* smoke_error_string(int err);
#ifdef __cplusplus
}
#endif
