//! BMI2 line attacks kernels.
