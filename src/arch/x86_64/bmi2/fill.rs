//! BMI2 fill kernels.
